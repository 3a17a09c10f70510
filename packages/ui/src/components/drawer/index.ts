export * as Drawer from './drawer';
