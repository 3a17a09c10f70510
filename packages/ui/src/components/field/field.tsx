import { Field } from '@ark-ui/react/field';
import { field } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(field);

/**
 * Field parts: `<Field.Root invalid={...}>` with Label, Input | Textarea | Select (native), HelperText and
 * ErrorText. Ark wires the label, the described-by ids and aria-invalid; ErrorText shows only while invalid.
 */
export const Root = withProvider(Field.Root, 'root');
export const Label = withContext(Field.Label, 'label');
export const Select = withContext(Field.Select, 'select');
export const HelperText = withContext(Field.HelperText, 'helperText');
export const ErrorText = withContext(Field.ErrorText, 'errorText');
export const RequiredIndicator = withContext(Field.RequiredIndicator, 'requiredIndicator');
export { Input } from '../input';
export { Textarea } from '../textarea';
export { FieldContext as Context } from '@ark-ui/react/field';
