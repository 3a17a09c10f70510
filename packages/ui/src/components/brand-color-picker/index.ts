export { BrandColorPicker, type BrandColorPickerProps } from './brand-color-picker';
export { HEX_INPUT_MAX_LENGTH } from './hex-input';
