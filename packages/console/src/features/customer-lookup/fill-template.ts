/**
 * Reads a dotted path (the simple GJSON paths an admin writes: `data.customers`, `name.first`, `phones.0`) from a
 * JSON value; undefined when the path finds nothing.
 */
export function readPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Fills `{fieldName}` placeholders from a customer record, as the lookup does for the title and description
 * templates; a placeholder that finds no text or number becomes empty. Used for the in-place preview of a template
 * against the example customer.
 */
export function fillTemplate(template: string, record: unknown): string {
  return template.replace(/\{([^{}]+)\}/g, (_, path: string) => {
    const found = readPath(record, path.trim());
    return typeof found === 'string' || typeof found === 'number' ? String(found) : '';
  });
}
