import { isCreditWarning, type Usage } from '@console/api-client';
import { css, cx } from '../../styled-system/css';

const counter = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  px: '2.5',
  py: '1',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  color: 'fg.default',
  textStyle: 'label.sm',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '&[data-warning]': { color: 'danger.fg', borderColor: 'danger.border', bg: 'danger.subtle' },
});

const count = new Intl.NumberFormat('en-US');

/**
 * The free-trial credit counter (spec 000 §2): credits used of the free tier, red from 80% (spec 000 §9). The
 * text says the numbers, so the colour is never the only signal. Console-only until the ui package has one.
 */
export function CreditCounter({
  usage,
  className,
}: {
  usage: Pick<Usage, 'credits' | 'freeTier'>;
  className?: string;
}) {
  const warning = isCreditWarning(usage);
  return (
    <span className={cx(counter, className)} data-warning={warning || undefined}>
      {count.format(usage.credits)} / {count.format(usage.freeTier)} credits used
    </span>
  );
}
