import type { AppRegistryEntry } from '@console/api-client';
import { TimerButton } from '@console/ui';
import { useBootstrap } from '../../lib/use-bootstrap';
import { useStartTrial } from './use-start-trial';

/** Start Free Trial for one inactive app's row; its name says which app, as every row has one. */
export function StartTrialButton({ app }: { app: AppRegistryEntry }) {
  const startTrial = useStartTrial(useBootstrap().account.id);
  return (
    <TimerButton size="sm" onClick={() => startTrial(app.id)} aria-label={`Start Free Trial: ${app.title}`}>
      Start Free Trial
    </TimerButton>
  );
}
