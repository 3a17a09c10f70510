import { Switch } from '@ark-ui/react/switch';
import { switchRecipe } from '../../../styled-system/recipes';
import { createStyleContext } from '../../lib/create-style-context';

const { withProvider, withContext } = createStyleContext(switchRecipe);

/** An on/off setting: `<Switch.Root checked onCheckedChange>` with Control (it holds the thumb), Label, HiddenInput. */
export const Root = withProvider(Switch.Root, 'root');
export const Thumb = withContext(Switch.Thumb, 'thumb');
export const Control = withContext(Switch.Control, 'control', { defaultProps: { children: <Thumb /> } });
export const Label = withContext(Switch.Label, 'label');
export const HiddenInput = Switch.HiddenInput;
