import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { badge } from '../../../styled-system/recipes';
import { withRecipe } from '../../lib/with-recipe';

/** A small label in a tone: neutral, accent, success, warning, danger or info. */
export const Badge = withRecipe(ark.span, badge);

export type BadgeProps = ComponentProps<typeof Badge>;
