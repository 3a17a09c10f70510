import { NumberInput } from '@ark-ui/react/number-input';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { numberInput } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(numberInput);

/**
 * A number field: `<NumberInput.Root min max step value onValueChange>` with Label and Control (Input, then
 * IncrementTrigger and DecrementTrigger). Arrow keys step; Ark clamps and formats in the locale.
 */
export const Root = withProvider(NumberInput.Root, 'root');
export const Label = withContext(NumberInput.Label, 'label');
export const Control = withContext(NumberInput.Control, 'control');
export const Input = withContext(NumberInput.Input, 'input');
export const IncrementTrigger = withContext(NumberInput.IncrementTrigger, 'incrementTrigger', {
  defaultProps: { children: <ChevronUp aria-hidden /> },
});
export const DecrementTrigger = withContext(NumberInput.DecrementTrigger, 'decrementTrigger', {
  defaultProps: { children: <ChevronDown aria-hidden /> },
});
