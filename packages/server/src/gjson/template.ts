import { gjson } from './gjson';

/**
 * Fills `{path}` placeholders with the customer's values found by GJSON paths (spec 001 §5:
 * "Templates use {fieldName} placeholders"). A missing value is empty; objects are written as
 * JSON. Text outside the braces is kept as is.
 */
export function renderTemplate(template: string, customer: unknown): string {
  return template.replace(/\{([^{}]+)\}/g, (_match, path: string) => {
    const value = gjson(customer, path.trim());
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}
