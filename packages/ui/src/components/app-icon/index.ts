export { APP_ICONS, AppIcon, appColor, type AppIconProps, type AppId } from './app-icon';
