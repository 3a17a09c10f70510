import { integrationCard } from '../../../styled-system/recipes';
import { connectedFirst } from './connected-first';
import { IntegrationCard, type IntegrationCardProps } from './integration-card';

export interface IntegrationGridProps {
  /** The cards, each with a stable id (the provider). */
  integrations: (IntegrationCardProps & { id: string })[];
  /** Names the list, e.g. "SMS providers". */
  label: string;
}

/** A responsive grid of integration cards, connected ones first (spec 001 §4), the rest in the order given. */
export function IntegrationGrid({ integrations, label }: IntegrationGridProps) {
  const classes = integrationCard();
  return (
    <ul className={classes.grid} aria-label={label}>
      {connectedFirst(integrations).map(({ id, ...card }) => (
        <li key={id}>
          <IntegrationCard {...card} />
        </li>
      ))}
    </ul>
  );
}
