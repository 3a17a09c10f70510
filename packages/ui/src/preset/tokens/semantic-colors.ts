import { defineSemanticTokens } from '@pandacss/dev';
import { appColors } from './app-colors';

/** A token reference for light mode and one for dark mode (`<html data-theme="dark">`). */
const pair = (light: string, dark: string) => ({
  value: { base: `{colors.${light}}`, _dark: `{colors.${dark}}` },
});

interface StatusShades {
  solid: [light: string, dark: string];
  hover: [light: string, dark: string];
  text: [light: string, dark: string];
}

/** A status family: solid fill, its hover, text on the canvas, tinted background, tinted border. */
const status = (hue: string, { solid, hover, text }: StatusShades) => ({
  default: pair(`${hue}.${solid[0]}`, `${hue}.${solid[1]}`),
  emphasized: pair(`${hue}.${hover[0]}`, `${hue}.${hover[1]}`),
  fg: pair(`${hue}.${text[0]}`, `${hue}.${text[1]}`),
  subtle: pair(`${hue}.50`, `${hue}.950`),
  border: pair(`${hue}.200`, `${hue}.800`),
});

/**
 * The colours components use. Text pairs meet WCAG AA (4.5:1) in both themes:
 * fg.* on every bg.* up to bg.subtle; *.fg on bg.canvas, bg.surface and its own *.subtle;
 * fg.onAccent on accent.default, danger.default, success.default and info.default.
 * warning.default is a fill for icons and bars only; put warning text in warning.fg.
 */
export const semanticColors = defineSemanticTokens.colors({
  fg: {
    default: pair('gray.900', 'gray.50'),
    muted: pair('gray.600', 'gray.300'),
    subtle: pair('gray.500', 'gray.400'),
    onAccent: pair('white', 'white'),
  },
  bg: {
    canvas: pair('gray.50', 'gray.950'),
    surface: pair('white', 'gray.900'),
    subtle: pair('gray.100', 'gray.800'),
    muted: pair('gray.200', 'gray.700'),
    emphasized: pair('gray.300', 'gray.600'),
  },
  border: {
    default: pair('gray.200', 'gray.700'),
    muted: pair('gray.100', 'gray.800'),
    emphasized: pair('gray.300', 'gray.600'),
    focus: pair('brand.600', 'brand.400'),
  },
  accent: {
    default: pair('brand.600', 'brand.600'),
    emphasized: pair('brand.700', 'brand.700'),
    fg: pair('brand.600', 'brand.300'),
    subtle: pair('brand.50', 'brand.950'),
    border: pair('brand.200', 'brand.800'),
  },
  danger: status('red', { solid: ['600', '600'], hover: ['700', '700'], text: ['700', '400'] }),
  success: status('green', { solid: ['700', '700'], hover: ['800', '800'], text: ['700', '400'] }),
  warning: status('amber', { solid: ['500', '400'], hover: ['600', '300'], text: ['800', '300'] }),
  info: status('blue', { solid: ['600', '600'], hover: ['700', '700'], text: ['700', '300'] }),
  ...appColors,
});
