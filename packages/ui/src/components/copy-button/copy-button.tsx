import { Clipboard } from '@ark-ui/react/clipboard';
import { Check, Copy } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { copyButton } from '../../../styled-system/recipes';
import { Button, type ButtonProps } from '../button';
import { COPY_CONFIRMATION_MS, useCopyConfirmation } from './use-copy-confirmation';

export interface CopyButtonProps extends Omit<ButtonProps, 'value' | 'children' | 'onClick' | 'asChild'> {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for the name "Copy {label}", e.g. "link to video" gives "Copy link to video". */
  label: string;
  /** Only the icon shows; the name stays "Copy {label}" for assistive technology. */
  iconOnly?: boolean;
  onCopy?: () => void;
  /** Shows the confirmation, or not, whatever the clock says: for docs and stories. */
  confirmed?: boolean;
}

/**
 * Copies `value` with Ark's Clipboard, then shows a check and "Copied" for COPY_CONFIRMATION_MS (announced by a
 * polite live region) before it returns to "Copy {label}".
 */
export function CopyButton({
  value,
  label,
  iconOnly = false,
  onCopy,
  confirmed: shownConfirmed,
  variant = 'outline',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const copy = useCopyConfirmation();
  const confirmed = shownConfirmed ?? copy.confirmed;
  const classes = copyButton();
  const name = confirmed ? 'Copied' : `Copy ${label}`;
  const Icon = confirmed ? Check : Copy;

  return (
    <Clipboard.Root value={value} timeout={COPY_CONFIRMATION_MS} className={classes.root}>
      <Clipboard.Trigger asChild>
        <Button
          {...props}
          variant={variant}
          size={size}
          aria-label={name}
          data-confirmed={confirmed ? '' : undefined}
          // Ark copies a microtask later; confirming in the click itself renders "Copied" in the same task.
          onClick={() => {
            copy.confirm();
            onCopy?.();
          }}
        >
          <Icon className={classes.icon} aria-hidden />
          {!iconOnly && name}
        </Button>
      </Clipboard.Trigger>
      <span role="status" aria-live="polite" className={css({ srOnly: true })}>
        {confirmed ? 'Copied' : ''}
      </span>
    </Clipboard.Root>
  );
}
