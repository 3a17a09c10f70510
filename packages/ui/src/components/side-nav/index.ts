export { Root, Link, type RootProps, type LinkProps } from './side-nav';
