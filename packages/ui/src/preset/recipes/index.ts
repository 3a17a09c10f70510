// Every component's recipe, registered in the preset. Add one line per new recipe file.
import { badge } from './badge';
import { button } from './button';
import { card } from './card';
import { checkbox } from './checkbox';
import { dialog } from './dialog';
import { field } from './field';
import { spinner } from './spinner';
import { chart, smallMultiples } from './chart';
import { timerButton } from './timer-button';
import { confirmDialog } from './confirm-dialog';
import { searchDialog } from './search-dialog';
import { searchFilters } from './search-filters';
import { logoDropzone } from './logo-dropzone';
import { toast } from './toast';
import { brandColorPicker } from './brand-color-picker';
import { copyButton } from './copy-button';
import { ghostBar } from './ghost-bar';
import { topTabs } from './top-tabs';
import { sideNav } from './side-nav';
import { header } from './header';
import { appSwitcher } from './app-switcher';
import { notificationBell } from './notification-bell';
import { settingsMenu } from './settings-menu';
import { dataTable } from './data-table';
import { skeleton } from './skeleton';
import { avatar } from './avatar';
import { creditCounter } from './credit-counter';
import { appCard } from './app-card';
import { integrationCard } from './integration-card';
import { emptyState } from './empty-state';
import { crashScreen } from './crash-screen';

export const recipes = {
  badge,
  spinner,
  button,
  smallMultiples,
  skeleton,
};

export const slotRecipes = {
  card,
  checkbox,
  dialog,
  field,
  settingsMenu,
  notificationBell,
  appSwitcher,
  header,
  sideNav,
  topTabs,
  ghostBar,
  brandColorPicker,
  logoDropzone,
  chart,
  timerButton,
  confirmDialog,
  searchDialog,
  searchFilters,
  toast,
  copyButton,
  dataTable,
  avatar,
  creditCounter,
  appCard,
  integrationCard,
  emptyState,
  crashScreen,
};
