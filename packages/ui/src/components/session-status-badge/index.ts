export * from './session-status-badge';
