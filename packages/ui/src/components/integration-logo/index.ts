export {
  INTEGRATION_PROVIDERS,
  IntegrationLogo,
  type IntegrationLogoProps,
  type IntegrationProvider,
} from './integration-logo';
