export { GhostBar, GHOST_MODE_MESSAGE, type GhostBarProps } from './ghost-bar';
