import { menuAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { floatingItem, floatingSurface, itemIndicator } from './shared/floating-surface';

/** A menu of actions (Ark Menu): the floating panel, its items, group labels and separators. */
export const menu = defineSlotRecipe({
  className: 'menu',
  jsx: ['Menu', 'SettingsMenu'],
  slots: menuAnatomy.keys(),
  base: {
    content: { ...floatingSurface, minW: '56', maxH: 'min(var(--available-height), 24rem)', p: '1' },
    // An action's icon is muted beside its label (a select's option may carry a coloured tile instead).
    item: { ...floatingItem, '& svg': { ...floatingItem['& svg'], color: 'fg.muted' } },
    itemText: { flex: '1' },
    itemIndicator,
    itemGroupLabel: { px: '2.5', py: '1.5', textStyle: 'label.sm', color: 'fg.muted' },
    separator: { my: '1', h: '1px', bg: 'border.default', border: '0' },
    indicator: { display: 'inline-flex', color: 'fg.muted', '& svg': { w: '4', h: '4' } },
  },
  staticCss: ['*'],
});
