// Every component's recipe, registered in the preset. Add one line per new recipe file.
import { button } from './button';
import { chart, smallMultiples } from './chart';
import { timerButton } from './timer-button';
import { confirmDialog } from './confirm-dialog';
import { searchDialog } from './search-dialog';
import { searchFilters } from './search-filters';
import { logoDropzone } from './logo-dropzone';
import { toast } from './toast';
import { brandColorPicker } from './brand-color-picker';

export const recipes = {
  button,
  smallMultiples,
};

export const slotRecipes = {
  brandColorPicker,
  logoDropzone,
  chart,
  timerButton,
  confirmDialog,
  searchDialog,
  searchFilters,
  toast,
};
