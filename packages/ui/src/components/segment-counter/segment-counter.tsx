import { TriangleAlert } from 'lucide-react';
import { cx } from '../../../styled-system/css';
import { segmentCounter } from '../../../styled-system/recipes';
import { segmentCountText, ucs2WarningText, type SmsEncoding } from './segment-counter-text';

/** Examples named in the UCS-2 warning: enough to find them in the message, few enough to read. */
const MAX_EXAMPLES = 3;

export interface SegmentCounterProps {
  /** Characters as the customer sees them, placeholders filled in (the api-client counts them). */
  characters: number;
  segments: number;
  encoding: SmsEncoding;
  /** The characters outside the GSM alphabet, for the UCS-2 warning. */
  nonGsmCharacters?: readonly string[];
  /** The most segments allowed (3, spec apps.md §2.6): past it the count turns red. */
  maxSegments?: number;
  className?: string;
}

/**
 * The SMS counter of the message editor (spec apps.md §2.6): "{n} characters · {s} SMS segment(s) · GSM-7|UCS-2",
 * announced politely as it changes, and in UCS-2 the warning that each segment holds 70 characters. It shows the
 * numbers it is given: the counting rule lives in the api-client, shared with the server.
 */
export function SegmentCounter({
  characters,
  segments,
  encoding,
  nonGsmCharacters = [],
  maxSegments = 3,
  className,
}: SegmentCounterProps) {
  const classes = segmentCounter();
  const examples = [...new Set(nonGsmCharacters)].slice(0, MAX_EXAMPLES);
  return (
    <div className={cx(classes.root, className)}>
      <p className={classes.count} data-over={segments > maxSegments || undefined} aria-live="polite">
        {segmentCountText(characters, segments, encoding)}
      </p>
      {encoding === 'UCS-2' && examples.length > 0 && (
        <p className={classes.warning}>
          <TriangleAlert aria-hidden />
          {ucs2WarningText(examples)}
        </p>
      )}
    </div>
  );
}
