// Every component's recipe, registered in the preset. Add one line per new recipe file.
import { button } from './button';
import { timerButton } from './timer-button';
import { confirmDialog } from './confirm-dialog';
import { logoDropzone } from './logo-dropzone';
import { toast } from './toast';
import { brandColorPicker } from './brand-color-picker';

export const recipes = {
  button,
};

export const slotRecipes = {
  brandColorPicker,
  logoDropzone,
  timerButton,
  confirmDialog,
  toast,
};
