import type { SeriesMode } from '../../lib/series';
import { headlineCaption } from './chart-text';

interface ChartHeaderProps {
  titleId: string;
  title: string;
  /** The formatted headline number. */
  headline: string;
  mode: SeriesMode;
  lastDate: string | undefined;
  /** The moving average's legend label, when one is drawn. */
  averageLabel: string | undefined;
  classes: Record<'header' | 'title' | 'headline' | 'headlineCaption' | 'legend' | 'legendItem', string>;
}

/** Title, headline number ("74,822 total", "280 as of Nov 21") and, with a moving average, the legend. */
export function ChartHeader({
  titleId,
  title,
  headline,
  mode,
  lastDate,
  averageLabel,
  classes,
}: ChartHeaderProps) {
  return (
    <figcaption className={classes.header}>
      <div>
        <div id={titleId} className={classes.title}>
          {title}
        </div>
        <div className={classes.headline}>
          {headline}
          <span className={classes.headlineCaption}>{headlineCaption(mode, lastDate)}</span>
        </div>
      </div>
      {averageLabel && (
        // The svg's label and the data table already say what the lines are.
        <div className={classes.legend} aria-hidden>
          <span className={classes.legendItem} data-series="daily">
            Daily
          </span>
          <span className={classes.legendItem}>{averageLabel}</span>
        </div>
      )}
    </figcaption>
  );
}
