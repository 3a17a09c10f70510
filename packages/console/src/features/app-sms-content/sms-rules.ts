import type { AppId } from '@console/api-client';
import {
  checkSmsTemplate,
  countSmsSegments,
  renderSmsTemplate,
  smsPlaceholders,
  smsSample,
  type SmsSegmentCount,
} from '@console/api-client/rules';

/**
 * The editor's view of the api-client's SMS rules (rules/sms-template.ts, the same the server and the mocks run):
 * the chips with their braces, the preview rendered with the sample values, its count, and the first reason a
 * message cannot be saved.
 */
export const placeholdersOf = (app: AppId): string[] => smsPlaceholders(app).map((name) => `{${name}}`);

/** The message as the customer would read it: the account's display name, a 20-character agent, a 28-character link. */
export const previewOf = (template: string, companyName: string): string =>
  renderSmsTemplate(template, smsSample(companyName));

export const analyseSms = (rendered: string): SmsSegmentCount => countSmsSegments(rendered);

export const templateError = (app: AppId, template: string, companyName: string): string | null =>
  checkSmsTemplate(app, template, companyName);
