import { gjson } from './gjson';
import { parsePath } from './path';

const PLACEHOLDER = /\{([^{}]+)\}/g;

/**
 * Fills `{path}` placeholders with the customer's values found by GJSON paths (spec 001 §5:
 * "Templates use {fieldName} placeholders"). A missing value is empty; objects are written as
 * JSON. Text outside the braces is kept as is.
 */
export function renderTemplate(template: string, customer: unknown): string {
  return template.replace(PLACEHOLDER, (_match, path: string) => {
    const value = gjson(customer, path.trim());
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

/** Parses every placeholder's path: throws GjsonPathError for the first one that cannot run. */
export function checkTemplate(template: string): void {
  for (const [, path = ''] of template.matchAll(PLACEHOLDER)) parsePath(path.trim());
}
