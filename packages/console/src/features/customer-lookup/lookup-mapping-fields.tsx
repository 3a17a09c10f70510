import { GjsonPathError, renderTemplate } from '@console/api-client/rules';
import { TextField } from '@console/ui';
import { EXAMPLE_CUSTOMER } from './lookup-example';
import { code, hint, sectionHeading, stack } from './lookup-styles';
import type { LookupFormState } from './use-lookup-form';

/** The template filled in for the example customer, as the lookup fills it; undefined while a path cannot run. */
function filled(template: string): string | undefined {
  try {
    return renderTemplate(template, EXAMPLE_CUSTOMER);
  } catch (error) {
    if (error instanceof GjsonPathError) return undefined;
    throw error;
  }
}

/** What a template gives for the example customer, so the {fieldName} syntax explains itself as it is typed. */
function TemplatePreview({ template }: { template: string }) {
  const text = template.includes('{') ? filled(template) : undefined;
  if (text === undefined) return null;
  return (
    <>
      {' '}
      For Ada Lovelace's record this gives: <strong>{text || '(empty)'}</strong>
    </>
  );
}

/**
 * Data mapping (spec 001 §3, §5): where the customers are in the answer and how each one reads to an agent. Paths
 * use GJSON syntax; templates use {fieldName} placeholders. Each field explains its syntax in place.
 */
export function LookupMappingFields({ form }: { form: LookupFormState }) {
  const { values, errors } = form;
  return (
    <fieldset className={stack}>
      <legend className={sectionHeading}>Data mapping</legend>
      <p className={hint}>
        Paths use <a href="https://github.com/tidwall/gjson/blob/master/SYNTAX.md">GJSON syntax</a>: dots
        between keys, such as <code className={code}>data.customers</code>. Templates put a customer's fields
        in braces, such as <code className={code}>{'{firstName} {lastName}'}</code>.
      </p>
      <TextField
        label="Customers array path"
        value={values.customerPath}
        placeholder="data.customers"
        error={errors.customerPath}
        helperText="The GJSON path of the list of customers in your API's answer."
        onChange={(event) => form.setField('customerPath', event.target.value)}
      />
      <TextField
        label="Customer ID path"
        value={values.customerId}
        placeholder="id"
        error={errors.customerId}
        helperText="The GJSON path of a customer's ID, inside one customer."
        onChange={(event) => form.setField('customerId', event.target.value)}
      />
      <TextField
        label="Title template"
        value={values.titleTemplate}
        placeholder="{firstName} {lastName}"
        error={errors.titleTemplate}
        helperText={
          <>
            The first line an agent sees, with {'{fieldName}'} placeholders.
            <TemplatePreview template={values.titleTemplate} />
          </>
        }
        onChange={(event) => form.setField('titleTemplate', event.target.value)}
      />
      <TextField
        label="Description template"
        value={values.descriptionTemplate}
        placeholder="Account {accountNumber}"
        error={errors.descriptionTemplate}
        helperText={
          <>
            The second line, with {'{fieldName}'} placeholders.
            <TemplatePreview template={values.descriptionTemplate} />
          </>
        }
        onChange={(event) => form.setField('descriptionTemplate', event.target.value)}
      />
    </fieldset>
  );
}
