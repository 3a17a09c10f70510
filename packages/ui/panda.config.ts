import { defineConfig, type GlobalStyleObject } from '@pandacss/dev';
import presetBase from '@pandacss/preset-base';
import { pandaBase, UI_SCOPE } from './panda.base.config';
import uiPreset from './src/preset';
import { scopedGlobalCss } from './src/preset/global-css';

/** Global rules moved inside the scope: `*` matches the scope's elements and all below them. */
const withinScope = (styles: GlobalStyleObject = {}): GlobalStyleObject => {
  const scoped: GlobalStyleObject = {};
  for (const [selector, style] of Object.entries(styles)) {
    const within = selector
      .split(',')
      .map((part) => (part.trim() === '*' ? '&, & *' : `& ${part.trim()}`))
      .join(', ');
    scoped[within] = style;
  }
  return { [UI_SCOPE]: scoped };
};

/**
 * The ui's runtime (styled-system) and its published stylesheet (dist/styles.css), which lands in a host page: its
 * reset and global styles apply inside the ui's scope only, so the host's own elements keep theirs.
 */
export default defineConfig({
  ...pandaBase,
  // Panda adds preset-base itself unless ejected; this config brings its own copy, with the globals scoped.
  eject: true,
  presets: [
    { ...presetBase, globalCss: withinScope(presetBase.globalCss) },
    { ...uiPreset, globalCss: { extend: scopedGlobalCss(UI_SCOPE) } },
  ],
  preflight: { scope: UI_SCOPE },
  include: ['./src/**/*.{ts,tsx}'],
  outdir: 'styled-system',
  hash: false,
});
