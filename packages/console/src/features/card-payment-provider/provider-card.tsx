import { Badge, Card } from '@console/ui';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';

const header = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
const footer = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const reason = css({ textStyle: 'body.sm', color: 'fg.muted' });

interface ProviderCardProps {
  title: string;
  description: string;
  connected: boolean;
  /** Another provider is connected: the actions are off and say why (apps.md §3.5). */
  disabledReason?: string | undefined;
  children?: ReactNode;
  actions: ReactNode;
}

/** One card payment provider: its name and badge, what it is, the connection when there is one, its actions. */
export function ProviderCard({
  title,
  description,
  connected,
  disabledReason,
  children,
  actions,
}: ProviderCardProps) {
  return (
    <Card.Root aria-label={title} data-disabled={disabledReason ? '' : undefined}>
      <Card.Header>
        <div className={header}>
          <Card.Title>{title}</Card.Title>
          <Badge tone={connected ? 'success' : 'neutral'}>{connected ? 'Connected' : 'Not connected'}</Badge>
        </div>
        <Card.Description>{description}</Card.Description>
      </Card.Header>
      {children && <Card.Body>{children}</Card.Body>}
      <Card.Footer>
        <div className={footer}>
          {actions}
          {disabledReason && <p className={reason}>{disabledReason}</p>}
        </div>
      </Card.Footer>
    </Card.Root>
  );
}
