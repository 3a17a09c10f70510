import { DOMAIN_REFRESH_INTERVAL_MS } from '@console/api-client';
import { Badge, Card } from '@console/ui';
import type { ReactNode } from 'react';
import { DnsRecord } from './dns-record';
import { DNS_PROPAGATION_NOTE, VERIFICATION_TIME_NOTE } from './domain-notes';
import { note, stack, statusRow } from './domain-styles';
import { useRefreshCountdown } from './use-refresh-countdown';

/**
 * A domain set up but not yet verified (spec 001 §4): 'Verifying...', refreshed every 10 seconds with the seconds
 * left shown, the record to create again (the admin may still be adding it) and the timing notes of §9. The
 * countdown is not a live region: announcing every second would drown out everything else.
 */
export function DomainVerifying({
  domain,
  onRefresh,
  actions,
}: {
  domain: string;
  onRefresh: () => void;
  /** Change or remove the domain (a wrong one can be replaced while it verifies). */
  actions?: ReactNode;
}) {
  const secondsLeft = useRefreshCountdown(DOMAIN_REFRESH_INTERVAL_MS, onRefresh);
  return (
    <Card.Root>
      <Card.Header>
        <div className={statusRow}>
          <Card.Title>{domain}</Card.Title>
          <Badge tone="warning">Verifying...</Badge>
        </div>
      </Card.Header>
      <Card.Body className={stack}>
        <p className={note}>{VERIFICATION_TIME_NOTE}</p>
        <p className={note} data-testid="domain-countdown">
          {`Checking again in ${secondsLeft} s`}
        </p>
        <DnsRecord domain={domain} />
        <p className={note}>{DNS_PROPAGATION_NOTE}</p>
      </Card.Body>
      {actions && <Card.Footer>{actions}</Card.Footer>}
    </Card.Root>
  );
}
