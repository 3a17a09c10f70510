import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { planCard } from '../../../styled-system/recipes';
import { Badge } from '../badge';
import * as Card from '../card/card';

/** The badge on the plan the app is on, word for word (spec apps.md §2.3). */
export const CURRENT_PLAN_LABEL = 'Current plan';

export interface PricingCardProps {
  /** "Free Trial", "Subscription", "Enterprise". */
  name: string;
  /** As the server words it: "1,000 free sessions", "$0.25 per session", "Volume pricing, SSO, SLA". */
  priceLabel: string;
  features?: readonly string[];
  /** Marks the plan the app is on ("Current plan"). */
  current?: boolean;
  /** The plan's button ("Start Free Trial", "Subscribe", "Contact sales"). */
  action?: ReactNode;
  className?: string;
}

/** One plan of the Pricing page (spec apps.md §2.3): name, price, features, "Current plan" and an action. */
export function PricingCard({
  name,
  priceLabel,
  features = [],
  current = false,
  action,
  className,
}: PricingCardProps) {
  const classes = planCard();
  return (
    <Card.Root className={className} data-current={current || undefined}>
      <Card.Header>
        <div className={classes.heading}>
          <Card.Title>{name}</Card.Title>
          {current && <Badge tone="accent">{CURRENT_PLAN_LABEL}</Badge>}
        </div>
        <p className={classes.price}>{priceLabel}</p>
      </Card.Header>
      <Card.Body>
        {features.length > 0 && (
          <ul className={classes.features}>
            {features.map((feature) => (
              <li key={feature} className={classes.feature}>
                <Check aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        )}
        {action && <div className={classes.action}>{action}</div>}
      </Card.Body>
    </Card.Root>
  );
}
