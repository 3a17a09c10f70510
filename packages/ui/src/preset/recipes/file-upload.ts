import { fileUploadAnatomy } from '@ark-ui/react/anatomy';
import { defineSlotRecipe } from '@pandacss/dev';
import { dropzone } from './shared/dropzone';
import { iconButton } from './shared/icon-button';

/** A file picker with a drop area and the list of chosen files (Ark FileUpload). */
export const fileUpload = defineSlotRecipe({
  className: 'file-upload',
  jsx: ['FileUpload'],
  slots: fileUploadAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '3', w: 'full' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    dropzone,
    itemGroup: { display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', m: '0', p: '0' },
    item: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr auto',
      alignItems: 'center',
      columnGap: '3',
      p: '3',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'md',
    },
    itemPreview: { gridRow: 'span 2', color: 'fg.muted', '& svg': { w: '6', h: '6' } },
    itemName: { textStyle: 'label.md', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    itemSizeText: { gridColumn: '2', textStyle: 'body.sm', color: 'fg.muted' },
    itemDeleteTrigger: { ...iconButton, gridRow: '1 / span 2', gridColumn: '3', p: '1' },
  },
  staticCss: ['*'],
});
