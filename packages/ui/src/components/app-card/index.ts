export { AppCard, type AppCardLinkProps, type AppCardProps } from './app-card';
