/** Dark mode follows `<html data-theme="dark">`, so `_dark` / `_light` work anywhere below it. */
export const conditions = {
  light: '[data-theme=light] &',
  dark: '[data-theme=dark] &',
};
