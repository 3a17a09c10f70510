import { Check } from 'lucide-react';
import { css, cx } from '../../../styled-system/css';
import { steps as stepsRecipe } from '../../../styled-system/recipes';

export interface StepIndicatorProps {
  /** The steps' names, in order ("Upload", "Place fields"). */
  steps: readonly string[];
  /** 0-based: the step the user is on. */
  current: number;
  /** Names the list, e.g. "New document". */
  label: string;
  className?: string;
}

/**
 * Where a user is in a task of a few steps (a new document: upload, then place fields): a numbered list, done
 * steps checked, the current one marked (aria-current="step"). Not interactive: the task's own buttons move on.
 */
export function StepIndicator({ steps, current, label, className }: StepIndicatorProps) {
  const classes = stepsRecipe();
  return (
    <ol aria-label={label} className={cx(classes.list, className)}>
      {steps.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'incomplete';
        return (
          <li key={step} className={classes.item} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={classes.trigger}>
              <span
                className={classes.indicator}
                data-complete={state === 'complete' || undefined}
                data-current={state === 'current' || undefined}
                aria-hidden
              >
                {state === 'complete' ? <Check /> : index + 1}
              </span>
              {step}
              {state === 'complete' && <span className={css({ srOnly: true })}> (done)</span>}
            </span>
            {index < steps.length - 1 && (
              <span className={classes.separator} data-complete={state === 'complete' || undefined} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
