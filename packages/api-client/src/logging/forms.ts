import { z } from 'zod';
import { CLOUDWATCH_REGION_IDS } from './cloudwatch-regions';

/** Datadog sites (spec 001 §3, §9). */
export const DATADOG_SITES = ['us1', 'us3', 'us5', 'eu', 'ap1'] as const;
export const datadogSiteSchema = z.enum(DATADOG_SITES);
export type DatadogSite = z.infer<typeof datadogSiteSchema>;
export const DEFAULT_DATADOG_SITE: DatadogSite = 'us1';

export const datadogFormSchema = z.object({
  apiKey: z.string().trim().min(1, { error: 'API Key is required' }),
  site: z.enum(DATADOG_SITES, { error: 'Datadog Site is required' }),
});
export type DatadogForm = z.infer<typeof datadogFormSchema>;

/** CloudWatch form (spec 001 §5); an empty logGroup means "not set". */
export const cloudwatchFormSchema = z.object({
  accessKeyId: z.string().trim().min(1, { error: 'AWS Access Key ID is required' }),
  secretAccessKey: z.string().trim().min(1, { error: 'AWS Secret Access Key is required' }),
  region: z.enum(CLOUDWATCH_REGION_IDS, { error: 'AWS Region is required' }),
  logGroup: z.string().trim().optional(),
});
export type CloudwatchForm = z.infer<typeof cloudwatchFormSchema>;

export const sumologicFormSchema = z.object({
  collectorUrl: z.string().trim().min(1, { error: 'Collector URL is required' }),
});
export type SumologicForm = z.infer<typeof sumologicFormSchema>;

export const rapid7FormSchema = z.object({
  webhookUrl: z.string().trim().min(1, { error: 'Webhook URL is required' }),
});
export type Rapid7Form = z.infer<typeof rapid7FormSchema>;
