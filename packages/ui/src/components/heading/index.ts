export { Heading } from './heading';
