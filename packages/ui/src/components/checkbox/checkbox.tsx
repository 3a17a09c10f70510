import { Checkbox } from '@ark-ui/react/checkbox';
import { Check } from 'lucide-react';
import { checkbox } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(checkbox);

/**
 * A checkbox: `<Checkbox.Root checked onCheckedChange>` with Control (it holds the check mark), Label and
 * HiddenInput (for forms and for the label's click). A Group stacks several sharing one value.
 */
export const Root = withProvider(Checkbox.Root, 'root');
export const Indicator = withContext(Checkbox.Indicator, 'indicator', {
  defaultProps: { children: <Check /> },
});
export const Control = withContext(Checkbox.Control, 'control', {
  defaultProps: { children: <Indicator /> },
});
export const Label = withContext(Checkbox.Label, 'label');
export const Group = withProvider(Checkbox.Group, 'group');
export const HiddenInput = Checkbox.HiddenInput;
export { type CheckboxCheckedState as CheckedState } from '@ark-ui/react/checkbox';
