import { Field } from '@ark-ui/react/field';
import { textarea } from '../../../styled-system/recipes';
import { withRecipe } from '../../lib/with-recipe';

/** A multi-line text input. Inside a Field.Root it is labelled and described by the field. */
export const Textarea = withRecipe(Field.Textarea, textarea);
