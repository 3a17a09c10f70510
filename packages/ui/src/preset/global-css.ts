import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  html: {
    colorScheme: 'light',
    '&[data-theme=dark]': { colorScheme: 'dark' },
    // Read by Panda's preflight (reset layer).
    '--global-font-body': 'fonts.body',
    '--global-font-mono': 'fonts.mono',
    '--global-color-border': 'colors.border.default',
    '--global-color-placeholder': 'colors.fg.subtle',
    '--global-color-selection': 'colors.accent.subtle',
  },
  body: {
    fontFamily: 'body',
    textStyle: 'body.md',
    color: 'fg.default',
    bg: 'bg.canvas',
    WebkitFontSmoothing: 'antialiased',
  },
});
