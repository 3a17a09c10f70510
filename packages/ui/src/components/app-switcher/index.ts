export { AppSwitcher, SELECT_AN_APP, type AppSwitcherApp, type AppSwitcherProps } from './app-switcher';
