import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { EndpointsTable } from './endpoints-table';

const noop = () => undefined;

/** Webhooks while the endpoints load: the title and ten skeleton rows (apps.md §0). */
export function WebhooksSkeleton() {
  return (
    <div role="status" aria-label="Loading the endpoints" aria-busy>
      <AppPageHeader title="Webhooks" />
      <EndpointsTable
        endpoints={[]}
        testResults={{}}
        loading
        onEdit={noop}
        onToggle={() => Promise.resolve()}
        onTest={noop}
        onDeliveries={noop}
        onDelete={noop}
      />
    </div>
  );
}
