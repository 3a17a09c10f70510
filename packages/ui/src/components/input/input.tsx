import { Field } from '@ark-ui/react/field';
import { input } from '../../../styled-system/recipes';
import { withRecipe } from '../../lib/with-recipe';

/** A one-line text input (`size` sm or md). Inside a Field.Root it is labelled and described by the field. */
export const Input = withRecipe(Field.Input, input);
