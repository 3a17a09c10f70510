import {
  customerLookupFormValues,
  EMPTY_CUSTOMER_LOOKUP_FORM,
  MAX_LOOKUP_HEADERS,
  type CustomerLookupConfig,
  type CustomerLookupForm,
  type LookupHeader,
} from '@console/api-client';
import { useState } from 'react';
import type { z } from 'zod';
import { formErrors, type FormErrors } from './form-errors';

export type ScalarField = Exclude<keyof CustomerLookupForm, 'headers'>;

/**
 * The customer-lookup form's values and messages. It starts from the saved config, whose header values come back
 * empty (spec 001 §3), so the admin types them again before the next save. Messages appear after a save or a test
 * and clear on the field as it is edited.
 */
export function useLookupForm(config: CustomerLookupConfig | null) {
  const [values, setValues] = useState<CustomerLookupForm>(() => customerLookupFormValues(config));
  const [errors, setErrors] = useState<FormErrors>({});
  // What was last loaded, saved or cleared: the form has unsaved edits while its values differ from it.
  const [baseline, setBaseline] = useState(values);
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);
  const markSaved = (saved: CustomerLookupForm) => setBaseline(saved);

  const clearError = (path: string) =>
    setErrors((current) => (current[path] === undefined ? current : { ...current, [path]: undefined }));

  const setField = <K extends ScalarField>(field: K, value: CustomerLookupForm[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const setHeader = (index: number, part: keyof LookupHeader, value: string) => {
    setValues((current) => ({
      ...current,
      headers: current.headers.map((header, at) => (at === index ? { ...header, [part]: value } : header)),
    }));
    clearError(`headers.${index}.${part}`);
  };

  const addHeader = () =>
    setValues((current) =>
      current.headers.length >= MAX_LOOKUP_HEADERS
        ? current
        : { ...current, headers: [...current.headers, { key: '', value: '' }] },
    );

  /** Removing a row shifts the rows after it, so their messages are dropped rather than mismatched. */
  const removeHeader = (index: number) => {
    setValues((current) => ({ ...current, headers: current.headers.filter((_, at) => at !== index) }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('headers'))),
    );
  };

  /** Checks the values (plus `extra`, such as the test's phone number) with `schema`; null and messages when invalid. */
  const validate = <S extends z.ZodType>(schema: S, extra: object = {}): z.infer<S> | null => {
    const result = schema.safeParse({ ...values, ...extra });
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(formErrors(result.error));
    return null;
  };

  const reset = () => {
    setValues(EMPTY_CUSTOMER_LOOKUP_FORM);
    setBaseline(EMPTY_CUSTOMER_LOOKUP_FORM);
    setErrors({});
  };

  return {
    values,
    errors,
    dirty,
    markSaved,
    setField,
    setHeader,
    addHeader,
    removeHeader,
    clearError,
    validate,
    reset,
  };
}

export type LookupFormState = ReturnType<typeof useLookupForm>;
