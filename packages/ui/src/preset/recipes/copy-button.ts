import { defineSlotRecipe } from '@pandacss/dev';

/** The wrapper and the confirmation colour of a CopyButton (the button itself uses the `button` recipe). */
export const copyButton = defineSlotRecipe({
  className: 'copy-button',
  jsx: ['CopyButton'],
  slots: ['root', 'icon'],
  base: {
    root: { display: 'inline-flex' },
    icon: { '[data-confirmed] &': { color: 'success.fg' } },
  },
  staticCss: ['*'],
});
