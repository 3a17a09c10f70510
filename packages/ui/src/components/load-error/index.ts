export { LoadError, loadErrorText, type LoadErrorProps } from './load-error';
