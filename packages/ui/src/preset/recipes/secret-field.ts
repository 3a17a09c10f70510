import { defineSlotRecipe } from '@pandacss/dev';

/** A secret shown masked in a monospace well, with Reveal and Copy beside it. */
export const secretField = defineSlotRecipe({
  className: 'secret-field',
  jsx: ['SecretField'],
  slots: ['root', 'label', 'row', 'value', 'actions'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    value: {
      flex: '1 1 16rem',
      minW: '0',
      m: '0',
      px: '3',
      py: '2',
      bg: 'bg.subtle',
      borderRadius: 'md',
      textStyle: 'mono.sm',
      color: 'fg.default',
      overflowWrap: 'anywhere',
    },
    actions: { display: 'flex', alignItems: 'center', gap: '2' },
  },
  staticCss: ['*'],
});
