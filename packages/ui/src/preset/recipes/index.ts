// Every component's recipe, registered in the preset. Add one line per new recipe file.
import { button } from './button';
import { timerButton } from './timer-button';
import { confirmDialog } from './confirm-dialog';

export const recipes = {
  button,
};

export const slotRecipes = {
  timerButton,
  confirmDialog,
};
