export * as Collapsible from './collapsible';
