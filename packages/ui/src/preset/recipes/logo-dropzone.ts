import { defineSlotRecipe } from '@pandacss/dev';
import { dropzone } from './shared/dropzone';

/** The logo upload: a label, then a dashed drop area holding the preview (or an icon), a hint and the actions. */
export const logoDropzone = defineSlotRecipe({
  className: 'logo-dropzone',
  jsx: ['LogoDropzone'],
  slots: ['root', 'label', 'dropzone', 'preview', 'icon', 'hint', 'actions'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    dropzone,
    // A normalised logo has no size of its own, only a viewBox: the height sets it, the width follows.
    preview: { display: 'block', h: '16', w: 'auto', maxW: 'full', objectFit: 'contain' },
    icon: { w: '8', h: '8', color: 'fg.subtle' },
    hint: { textStyle: 'body.md', color: 'fg.muted' },
    actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2' },
  },
  staticCss: ['*'],
});
