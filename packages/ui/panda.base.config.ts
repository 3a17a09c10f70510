import type { Config } from '@pandacss/dev';
import uiPreset from './src/preset';

/**
 * What every Panda run that styles ui components shares: the ui package's own (its runtime and the published
 * stylesheet), the console's and Storybook's. The ui runtime writes class names and CSS variables that the other
 * stylesheets must define, so the prefix is the same everywhere. It keeps them apart from a host app's own
 * (`cui-d_flex`, `--cui-colors-fg-default`), whether the host runs Panda, another utility framework or none.
 */
export const UI_PREFIX = 'cui';

/**
 * Where the published stylesheet's reset and page styles apply: inside an element with the `cui-root` class, and
 * in what Ark portals to the body (dialogs, menus, toasts: each carries Ark's `data-scope`), never elsewhere.
 */
export const UI_SCOPE = `:where(.${UI_PREFIX}-root, body > [data-scope])`;

export const pandaBase = {
  prefix: UI_PREFIX,
  presets: ['@pandacss/preset-base', uiPreset],
  jsxFramework: 'react',
  exclude: ['**/*.test.*'],
} satisfies Config;
