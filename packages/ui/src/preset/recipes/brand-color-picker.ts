import { defineSlotRecipe } from '@pandacss/dev';
import { controlBox, controlSizes } from './shared/control-box';

const thumb = {
  w: '4',
  h: '4',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'white',
  boxShadow: '0 0 0 1px rgb(0 0 0 / 0.4), 0 1px 3px rgb(0 0 0 / 0.3)',
  outline: '0',
  _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
};

/** The brand colour: label, saturation/brightness area, hue slider, swatch + hex field, and the logo's swatches. */
export const brandColorPicker = defineSlotRecipe({
  className: 'brand-color-picker',
  jsx: ['BrandColorPicker'],
  slots: [
    'root',
    'label',
    'picker',
    'area',
    'areaBackground',
    'thumb',
    'slider',
    'sliderTrack',
    'control',
    'valueSwatch',
    'input',
    'swatches',
    'swatchesLabel',
    'swatchGroup',
    'swatchTrigger',
    'swatch',
  ],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full', maxW: '72' },
    label: { textStyle: 'label.md', color: 'fg.default' },
    picker: { display: 'flex', flexDirection: 'column', gap: '3', _disabled: { opacity: '0.5' } },
    area: { h: '40', borderRadius: 'md', overflow: 'visible', touchAction: 'none' },
    areaBackground: { h: 'full', borderRadius: 'md' },
    thumb,
    slider: { py: '1' },
    sliderTrack: { h: '3', borderRadius: 'full' },
    control: { display: 'flex', alignItems: 'center', gap: '2' },
    valueSwatch: {
      w: '10',
      h: '10',
      flexShrink: '0',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'border.emphasized',
    },
    input: { ...controlBox, ...controlSizes.md, flex: '1', textStyle: 'mono.sm' },
    swatches: { display: 'flex', flexDirection: 'column', gap: '1.5' },
    swatchesLabel: { textStyle: 'label.sm', color: 'fg.muted' },
    swatchGroup: { display: 'flex', flexWrap: 'wrap', gap: '2' },
    swatchTrigger: {
      borderRadius: 'md',
      cursor: 'pointer',
      outline: '0',
      _focusVisible: { outline: '2px solid', outlineColor: 'border.focus', outlineOffset: '2px' },
      '&[data-state=checked]': { outline: '2px solid', outlineColor: 'fg.default', outlineOffset: '2px' },
    },
    swatch: { w: '8', h: '8', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.emphasized' },
  },
  staticCss: ['*'],
});
