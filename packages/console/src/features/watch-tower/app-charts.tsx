import { APPS, type AppSeries } from '@console/api-client';
import { Button, MOVING_AVERAGE_DAYS, SmallMultiples } from '@console/ui';
import { useId, useState } from 'react';
import { css } from '../../../styled-system/css';

const charts = css({ mt: '4' });
const APP_ENTRIES = APPS.map(({ id, title }) => ({ id, title }));

/**
 * A button that reveals one Tasks Completed chart per app (spec 000 §2: "View apps" on the dashboard, "view all
 * app statistics" on an account). The spec shows only the reveal; the button stays to hide them again (its label
 * kept, aria-expanded says the state), so the page can go back to its short form.
 */
export function AppCharts({ label, series }: { label: string; series: AppSeries }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const apps = APP_ENTRIES.filter((app) => series[app.id] !== undefined);
  // Nothing to reveal (an account that never used an app): no button that opens an empty area.
  if (apps.length === 0) return null;
  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </Button>
      <div id={regionId} className={charts}>
        {open && (
          <SmallMultiples
            aria-label="Tasks Completed per app"
            apps={apps}
            seriesByApp={series}
            movingAverage={MOVING_AVERAGE_DAYS}
          />
        )}
      </div>
    </div>
  );
}
