export * as Clipboard from './clipboard';
