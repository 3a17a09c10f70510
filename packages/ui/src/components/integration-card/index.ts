export { connectedFirst } from './connected-first';
export {
  INTEGRATION_STATUS,
  IntegrationCard,
  type IntegrationCardProps,
  type IntegrationStatus,
} from './integration-card';
export { IntegrationGrid, type IntegrationGridProps } from './integration-grid';
