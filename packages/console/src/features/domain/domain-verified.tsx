import { Badge, Card } from '@console/ui';
import type { ReactNode } from 'react';
import { note, statusRow } from './domain-styles';

/** A verified custom domain (spec 001 §4): verified and active; `actions` change or remove it. */
export function DomainVerified({ domain, actions }: { domain: string; actions?: ReactNode }) {
  return (
    <Card.Root>
      <Card.Header>
        <div className={statusRow}>
          <Card.Title>{domain}</Card.Title>
          <Badge tone="success">Verified</Badge>
          <Badge tone="success">Active</Badge>
        </div>
      </Card.Header>
      <Card.Body>
        <p className={note}>Your customers now see your pages at {domain}.</p>
      </Card.Body>
      {actions && <Card.Footer>{actions}</Card.Footer>}
    </Card.Root>
  );
}
