/**
 * The colour theme: the user's choice, kept in local storage, or the system's (prefers-color-scheme) when they
 * chose none. public/theme.js applies the same rule before the first paint; this module keeps it up to date
 * afterwards and backs the theme switch.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

const THEME_STORAGE_KEY = 'theme';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemIsDark = () => typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK).matches;

/** Paints the page in the theme the choice means (`<html data-theme>`, which the ui preset's dark tokens follow). */
function applyTheme(choice: ThemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && systemIsDark());
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

/** The theme switch: remembers the choice ('system' forgets it), applies it and tells the switches. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // not remembered: applied for this page only
  }
  applyTheme(choice);
  listeners.forEach((listener) => listener());
}

export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While the user has chosen no theme, a change of the system's follows at once. Called once, by the app. */
export function followSystemTheme(): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(SYSTEM_DARK);
  const onChange = () => {
    if (readThemeChoice() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
