export * as Avatar from './avatar';
export { initials } from './initials';
