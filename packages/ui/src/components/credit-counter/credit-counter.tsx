import { cx } from '../../../styled-system/css';
import { creditCounter } from '../../../styled-system/recipes';
import * as Progress from '../progress/progress';
import { creditUsage } from './credit-usage';

export interface CreditCounterProps {
  /** Credits used so far. */
  credits: number;
  /** Credits included in the free trial. */
  freeTier: number;
  /** The progress bar's name. */
  label?: string;
  className?: string;
}

/**
 * The header's free-trial credit counter (spec 000 §2, §9): "850 / 1,000 credits" over a Progress bar whose
 * aria values are the counts; text and bar turn red at 80% of the free tier or more. The bar stops at full
 * when credits pass the free tier; the text keeps the real count.
 */
export function CreditCounter({
  credits,
  freeTier,
  label = 'Free trial credits',
  className,
}: CreditCounterProps) {
  const { text, warning } = creditUsage(credits, freeTier);
  const max = Math.max(freeTier, 1);
  return (
    <Progress.Root
      size="sm"
      className={cx(creditCounter(), className)}
      value={Math.min(Math.max(credits, 0), max)}
      max={max}
      data-warning={warning ? '' : undefined}
    >
      <Progress.ValueText aria-live="off">{text}</Progress.ValueText>
      <Progress.Track aria-label={label} aria-valuetext={text}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
