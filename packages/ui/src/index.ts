// The public components of @console/ui. One line per component folder.
export * from './components/button';
export * from './components/chart';
export * from './components/timer-button';
export * from './components/confirm-dialog';
export * from './lib/svg';
export * from './components/logo-dropzone';
export * from './components/toaster';
export * from './components/brand-color-picker';
export * from './components/search-dialog';
