import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '../button';
import { EmptyState } from '../empty-state';

/** The text of a failed load (spec apps.md §0): "Couldn't load authentications." */
export const loadErrorText = (noun: string) => `Couldn't load ${noun}.`;

export interface LoadErrorProps {
  /** What failed to load, plural or singular as the page says it: "authentications", "session". */
  noun: string;
  /** "Try again": the console refetches. */
  onRetry: () => void;
  className?: string;
}

/** A load that failed, said once for assistive technology (an alert), with "Try again". */
export function LoadError({ noun, onRetry, className }: LoadErrorProps) {
  return (
    <div role="alert" className={className}>
      <EmptyState
        icon={<CircleAlert />}
        title={loadErrorText(noun)}
        action={
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden />
            Try again
          </Button>
        }
      />
    </div>
  );
}
