import { ark } from '@ark-ui/react/factory';
import { text } from '../../../styled-system/recipes';
import { withRecipe } from '../../lib/with-recipe';

/** A paragraph (`size` lg, md, sm; `tone` default, muted, subtle, danger, success, warning); `asChild` for a span. */
export const Text = withRecipe(ark.p, text);
