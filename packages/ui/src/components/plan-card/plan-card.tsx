import type { ReactNode } from 'react';
import { planCard } from '../../../styled-system/recipes';
import * as Card from '../card/card';
import { creditUsage } from '../credit-counter/credit-usage';
import * as Progress from '../progress/progress';
import { Skeleton } from '../skeleton';
import { StatusBadge, type AppStatus } from '../status-badge';
import { freeCreditsText, sessionsThisMonthText } from './plan-usage';

/** A free trial counts credits against its allowance; a paid plan counts the month's sessions. */
export type PlanUsage =
  { kind: 'credits'; credits: number; freeTier: number } | { kind: 'sessions'; sessionsThisMonth: number };

export interface PlanCardProps {
  status: AppStatus;
  /** Absent while loading. */
  usage?: PlanUsage;
  /** The card's title. */
  title?: string;
  /** "View plans": the console's router link. */
  link?: ReactNode;
  loading?: boolean;
  className?: string;
}

/**
 * The dashboard's plan card (spec apps.md §2.1): the app's billing status, and either "{credits} of {freeTier}
 * free credits used" over a bar that turns red at 80% (spec 000 §9), or "{n} sessions this month".
 */
export function PlanCard({ status, usage, title = 'Plan', link, loading = false, className }: PlanCardProps) {
  const classes = planCard();
  return (
    <Card.Root className={className} aria-busy={loading || undefined}>
      <Card.Header>
        <div className={classes.heading}>
          <Card.Title>{title}</Card.Title>
          <StatusBadge status={status} />
        </div>
      </Card.Header>
      <Card.Body>
        {loading || !usage ? (
          <Skeleton width="70%" />
        ) : usage.kind === 'credits' ? (
          <CreditsUsed credits={usage.credits} freeTier={usage.freeTier} />
        ) : (
          <p className={classes.usage}>{sessionsThisMonthText(usage.sessionsThisMonth)}</p>
        )}
        {link}
      </Card.Body>
    </Card.Root>
  );
}

function CreditsUsed({ credits, freeTier }: { credits: number; freeTier: number }) {
  const { warning } = creditUsage(credits, freeTier);
  const max = Math.max(freeTier, 1);
  const text = freeCreditsText(credits, freeTier);
  return (
    <Progress.Root
      value={Math.min(Math.max(credits, 0), max)}
      max={max}
      data-warning={warning ? '' : undefined}
    >
      <Progress.ValueText aria-live="off">{text}</Progress.ValueText>
      <Progress.Track aria-label="Free credits used" aria-valuetext={text}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
