export { Text } from './text';
