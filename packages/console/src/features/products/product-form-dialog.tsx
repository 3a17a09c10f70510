import { minorUnitsText } from '@console/api-client/rules';
import {
  PRODUCT_DESCRIPTION_MAX,
  productFormSchema,
  type Product,
  type ProductForm,
} from '@console/api-client';
import { SelectField, Switch, TextField, toast } from '@console/ui';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { CURRENCY_OPTIONS } from '../../components/app-settings/currency-options';
import { IntegrationFormDialog } from '../../components/integrations/integration-form-dialog';
import { apiFieldErrors } from '../../lib/api-field-errors';
import { reportFailure } from '../../lib/report-failure';
import { ADD_PRODUCT, EDIT_PRODUCT, PRODUCT_ADDED, PRODUCT_UPDATED } from './product-texts';

const fields = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const row = css({ display: 'grid', gridTemplateColumns: '1fr 8rem', gap: '3', alignItems: 'start' });

type Field = keyof ProductForm;
type Saved = ReturnType<typeof productFormSchema.parse>;

class InvalidFormError extends Error {
  constructor() {
    super('The form has errors');
  }
}

function startOf(product: Product | null): ProductForm {
  if (!product) return { name: '', description: '', price: '', currency: 'USD', active: true };
  return {
    name: product.name,
    description: product.description,
    price: minorUnitsText(product.price, product.currency),
    currency: product.currency,
    active: product.status === 'active',
  };
}

interface ProductFormDialogProps {
  /** The product to edit, or null to add one. */
  product: Product | null;
  /** POST or PUT with the form's body; rejects with the API error (a 400's errors[] go under the fields). */
  onSave: (body: Saved) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Add product" and Edit (apps.md §3.5): Name (required, ≤80), Description (≤250), Price typed in the currency's
 * major units (> 0, ≤ 999,999.99), Currency and Active, checked by the api-client's form schema with the spec's
 * words. A failed save keeps the dialog and what was typed; leaving the page with unsaved edits asks first.
 */
export function ProductFormDialog({ product, onSave, onClose }: ProductFormDialogProps) {
  const [start] = useState(() => startOf(product));
  const [values, setValues] = useState(start);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const dirty = (Object.keys(start) as Field[]).some((key) => values[key] !== start[key]);

  const change = (next: Partial<ProductForm>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !(key in next))));
  };

  const validate = (): Saved => {
    const result = productFormSchema.safeParse(values);
    if (result.success) return result.data;
    const found: Partial<Record<Field, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field | undefined;
      if (field && found[field] === undefined) found[field] = issue.message;
    }
    setErrors(found);
    throw new InvalidFormError();
  };

  const save = async () => {
    const body = validate();
    try {
      await onSave(body);
    } catch (failure) {
      const fieldErrors = apiFieldErrors(failure);
      if (fieldErrors) setErrors(fieldErrors);
      else reportFailure(failure);
      throw failure;
    }
    toast.success(product ? PRODUCT_UPDATED : PRODUCT_ADDED);
    onClose();
  };

  return (
    <IntegrationFormDialog
      onClose={onClose}
      title={product ? EDIT_PRODUCT : ADD_PRODUCT}
      description="Agents can request this product's price from a customer. A price change applies to new payments."
      dirty={dirty}
      onSave={save}
    >
      <div className={fields}>
        <TextField
          label="Name"
          name="name"
          required
          autoComplete="off"
          value={values.name}
          error={errors.name}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextField
          label="Description"
          name="description"
          multiline
          rows={3}
          helperText={`Optional, up to ${PRODUCT_DESCRIPTION_MAX} characters.`}
          value={values.description}
          error={errors.description}
          onChange={(event) => change({ description: event.target.value })}
        />
        <div className={row}>
          <TextField
            label="Price"
            name="price"
            required
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            error={errors.price}
            onChange={(event) => change({ price: event.target.value })}
          />
          <SelectField
            label="Currency"
            name="currency"
            options={CURRENCY_OPTIONS}
            value={values.currency}
            error={errors.currency}
            onChange={(event) => change({ currency: event.target.value })}
          />
        </div>
        <Switch.Root checked={values.active} onCheckedChange={({ checked }) => change({ active: checked })}>
          <Switch.Control />
          <Switch.Label>Active</Switch.Label>
          <Switch.HiddenInput name="active" />
        </Switch.Root>
      </div>
    </IntegrationFormDialog>
  );
}
