import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { button } from '../../../styled-system/recipes';
import { withRecipe } from '../../lib/with-recipe';

/**
 * A button: `variant` solid, outline, ghost or danger; `size` sm, md, or icon (a square holding one icon: give it
 * an aria-label). `type` defaults to "button", so a button inside a form submits only when asked to
 * (`type="submit"`). `asChild` renders the child element (a link, say) with the button's styles.
 */
export const Button = withRecipe(ark.button, button, { type: 'button' });

export type ButtonProps = ComponentProps<typeof Button>;
