export { Root, Link, type RootProps, type LinkProps } from './top-tabs';
