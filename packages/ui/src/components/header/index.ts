export { Header, HeaderBackLink, BACK_TO_APPS_LABEL, type HeaderProps } from './header';
