export { sanitizeSvg } from './sanitize-svg';
export { normalizeSvg } from './normalize-svg';
export { extractSvgColors } from './extract-svg-colors';
export { toHexColor } from './to-hex-color';
