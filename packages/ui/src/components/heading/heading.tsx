import { ark } from '@ark-ui/react/factory';
import { heading } from '../../../styled-system/recipes';
import { withRecipe } from '../../lib/with-recipe';

/** A heading (`size` xl, lg, md, sm), an h2 by default; `asChild` with an h1 or h3 sets the level. */
export const Heading = withRecipe(ark.h2, heading);
