import { Field as ArkField } from '@ark-ui/react/field';
import { createStyleContext } from '../../../styled-system/jsx';
import { field } from '../../../styled-system/recipes';

const { withProvider, withContext } = createStyleContext(field);

/**
 * Field parts: `<Field.Root invalid={...}>` with Label, Input | Textarea | Select, HelperText and ErrorText.
 * Ark wires the label, the described-by ids and aria-invalid; ErrorText shows only while the root is invalid.
 */
export const Root = withProvider(ArkField.Root, 'root');
export const Label = withContext(ArkField.Label, 'label');
export const Input = withContext(ArkField.Input, 'input');
export const Textarea = withContext(ArkField.Textarea, 'textarea');
export const Select = withContext(ArkField.Select, 'select');
export const HelperText = withContext(ArkField.HelperText, 'helperText');
export const ErrorText = withContext(ArkField.ErrorText, 'errorText');
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator');
