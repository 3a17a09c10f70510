import { Clipboard } from '@ark-ui/react/clipboard';
import { Check, Copy } from 'lucide-react';
import { clipboard } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(clipboard);

/**
 * A value to copy: `<Clipboard.Root value>` with Label and Control (Input, Trigger). Indicator shows a copy icon,
 * and a check once copied (Ark's `copied` state, for `timeout` ms).
 */
export const Root = withProvider(Clipboard.Root, 'root');
export const Label = withContext(Clipboard.Label, 'label');
export const Control = withContext(Clipboard.Control, 'control');
export const Input = withContext(Clipboard.Input, 'input');
export const Trigger = withContext(Clipboard.Trigger, 'trigger');
export const Indicator = withContext(Clipboard.Indicator, 'indicator', {
  defaultProps: { copied: <Check aria-hidden />, children: <Copy aria-hidden /> },
});
