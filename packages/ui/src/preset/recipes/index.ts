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
import { dataTable } from './data-table';
import { skeleton } from './skeleton';
import { avatar } from './avatar';
import { creditCounter } from './credit-counter';
import { appCard } from './app-card';
import { integrationCard } from './integration-card';
import { emptyState } from './empty-state';
import { crashScreen } from './crash-screen';
import { drawer } from './drawer';
import { menu } from './menu';
import { select } from './select';
import { popover } from './popover';
import { tooltip } from './tooltip';
import { tabs } from './tabs';
import { input } from './input';
import { textarea } from './textarea';
import { heading } from './heading';
import { text } from './text';
import { switchRecipe } from './switch';
import { radioGroup } from './radio-group';
import { segmentGroup } from './segment-group';
import { table } from './table';
import { pagination } from './pagination';
import { datePicker } from './date-picker';
import { numberInput } from './number-input';
import { accordion } from './accordion';
import { collapsible } from './collapsible';
import { progress } from './progress';
import { clipboard } from './clipboard';
import { fileUpload } from './file-upload';
import { steps } from './steps';
import { detailList } from './detail-list';
import { kpiCard } from './kpi-card';
import { stackedBarChart } from './stacked-bar-chart';
import { filterBar } from './filter-bar';
import { timeline } from './timeline';
import { phoneBubblePreview } from './phone-bubble-preview';
import { segmentCounter } from './segment-counter';
import { pagedTableFooter } from './paged-table-footer';
import { planCard } from './plan-card';
import { secretField } from './secret-field';
import { sessionDrawer } from './session-drawer';

export const recipes = {
  badge,
  spinner,
  button,
  smallMultiples,
  skeleton,
  creditCounter,
  input,
  textarea,
  heading,
  text,
};

export const slotRecipes = {
  card,
  checkbox,
  dialog,
  field,
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
  searchDialog,
  searchFilters,
  toast,
  copyButton,
  dataTable,
  avatar,
  appCard,
  integrationCard,
  emptyState,
  crashScreen,
  drawer,
  menu,
  select,
  popover,
  tooltip,
  tabs,
  switchRecipe,
  radioGroup,
  segmentGroup,
  table,
  pagination,
  datePicker,
  numberInput,
  accordion,
  collapsible,
  progress,
  clipboard,
  fileUpload,
  steps,
  detailList,
  kpiCard,
  stackedBarChart,
  filterBar,
  timeline,
  phoneBubblePreview,
  segmentCounter,
  pagedTableFooter,
  planCard,
  secretField,
  sessionDrawer,
};
