import { defineGlobalStyles, type SystemStyleObject } from '@pandacss/dev';

/** Read by Panda's preflight (reset layer). */
const resetVariables = {
  '--global-font-body': 'fonts.body',
  '--global-font-mono': 'fonts.mono',
  '--global-color-border': 'colors.border.default',
  '--global-color-placeholder': 'colors.fg.subtle',
  '--global-color-selection': 'colors.accent.subtle',
};

const text: SystemStyleObject = {
  fontFamily: 'body',
  textStyle: 'body.md',
  color: 'fg.default',
  WebkitFontSmoothing: 'antialiased',
};

/** The page styles of an app that owns the page (the console, Storybook, a team running the preset). */
export const globalCss = defineGlobalStyles({
  html: { colorScheme: 'light', '&[data-theme=dark]': { colorScheme: 'dark' }, ...resetVariables },
  body: { ...text, bg: 'bg.canvas' },
});

/**
 * The same styles on the elements of a scope instead of html and body, for the published stylesheet: a host page
 * keeps its own font, colours and background outside the ui's elements.
 */
export const scopedGlobalCss = (scope: string) =>
  defineGlobalStyles({
    [scope]: {
      ...resetVariables,
      ...text,
      colorScheme: 'light',
      '&[data-theme=dark], [data-theme=dark] &': { colorScheme: 'dark' },
    },
  });
