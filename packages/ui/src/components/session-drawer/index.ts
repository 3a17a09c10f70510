export { SessionDrawer, type SessionDrawerProps, type SessionDrawerSection } from './session-drawer';
