import type { CustomerLookupForm } from '../../customer-lookup/forms';
import { invalid } from '../errors';
import { GjsonPathError, parsePath } from './path';
import { checkTemplate } from './template';

/**
 * Refuses (400 VALIDATION_FAILED, `field: why`) a customer-lookup form whose paths or template placeholders this
 * GJSON cannot run, before it is saved or tested.
 */
export function checkLookupPaths(form: CustomerLookupForm): void {
  const checks: [keyof CustomerLookupForm, () => void][] = [
    ['customerPath', () => parsePath(form.customerPath)],
    ['customerId', () => parsePath(form.customerId)],
    ['titleTemplate', () => checkTemplate(form.titleTemplate)],
    ['descriptionTemplate', () => checkTemplate(form.descriptionTemplate)],
  ];
  for (const [field, check] of checks) {
    try {
      check();
    } catch (error) {
      if (error instanceof GjsonPathError) throw invalid(`${field}: ${error.message}`);
      throw error;
    }
  }
}
