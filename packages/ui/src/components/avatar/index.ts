export { Avatar, type AvatarProps } from './avatar';
export { initials } from './initials';
