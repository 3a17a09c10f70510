import { Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';
import { css, cx } from '../../../styled-system/css';
import { secretField } from '../../../styled-system/recipes';
import { Button } from '../button';
import { CopyButton } from '../copy-button';
import { Skeleton } from '../skeleton';
import { MASKED_SECRET } from './masked-secret';

export interface SecretFieldProps {
  /** "Signing secret". */
  label: string;
  /** The secret; absent while it loads. Copy always copies it, also while only the mask shows. */
  value?: string;
  /** Shown in full. The console records each reveal (it is audited) before it sets this. */
  revealed: boolean;
  /** Reveal or Hide was pressed. */
  onRevealedChange: (revealed: boolean) => void;
  /** What shows while hidden. */
  mask?: string;
  className?: string;
}

/**
 * A secret (spec apps.md §2.7): masked until revealed, with Reveal (then Hide) and Copy, whose names
 * end with the secret's label ("Copy signing secret"), so several on a page stay distinct.
 */
export function SecretField({
  label,
  value,
  revealed,
  onRevealedChange,
  mask = MASKED_SECRET,
  className,
}: SecretFieldProps) {
  const classes = secretField();
  const labelId = useId();
  const name = label.charAt(0).toLowerCase() + label.slice(1);
  return (
    <div role="group" aria-labelledby={labelId} className={cx(classes.root, className)}>
      <span id={labelId} className={classes.label}>
        {label}
      </span>
      <div className={classes.row}>
        {value === undefined ? (
          <Skeleton width="16rem" height="2.25rem" />
        ) : (
          <p className={classes.value}>{revealed ? value : mask}</p>
        )}
        <div className={classes.actions}>
          <Button
            variant="outline"
            size="sm"
            disabled={value === undefined}
            onClick={() => onRevealedChange(!revealed)}
          >
            {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {revealed ? 'Hide' : 'Reveal'}
            <span className={css({ srOnly: true })}> {name}</span>
          </Button>
          {value !== undefined && <CopyButton value={value} label={name} />}
        </div>
      </div>
    </div>
  );
}
