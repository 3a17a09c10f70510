export { SettingsMenu, type SettingsMenuItem, type SettingsMenuProps } from './settings-menu';
