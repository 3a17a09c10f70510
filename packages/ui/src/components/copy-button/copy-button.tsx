import { Clipboard } from '@ark-ui/react/clipboard';
import { Check, Copy } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { copyButton } from '../../../styled-system/recipes';
import { Button, type ButtonProps } from '../button';

/** How long "Copied" shows after a copy (spec 000 §2, §9: "about 950 ms"). */
export const COPY_CONFIRMATION_MS = 950;

export interface CopyButtonProps extends Omit<ButtonProps, 'value' | 'children' | 'onClick' | 'asChild'> {
  /** The text put on the clipboard. */
  value: string;
  /** What is copied, for the name "Copy {label}", e.g. "link to video" gives "Copy link to video". */
  label: string;
  /** Only the icon shows; the name stays "Copy {label}" for assistive technology. */
  iconOnly?: boolean;
  onCopy?: () => void;
  /** Shows the confirmation, or not, whatever the clipboard's state: for docs and stories. */
  confirmed?: boolean;
}

/**
 * Copies `value` with Ark's Clipboard, which then shows a check and "Copied" for COPY_CONFIRMATION_MS (announced by
 * a polite live region) before it returns to "Copy {label}".
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
  const classes = copyButton();
  return (
    <Clipboard.Root
      value={value}
      timeout={COPY_CONFIRMATION_MS}
      onStatusChange={() => onCopy?.()}
      className={classes.root}
    >
      <Clipboard.Context>
        {(clipboard) => {
          const confirmed = shownConfirmed ?? clipboard.copied;
          const name = confirmed ? 'Copied' : `Copy ${label}`;
          const Icon = confirmed ? Check : Copy;
          return (
            <>
              <Clipboard.Trigger asChild>
                <Button
                  {...props}
                  variant={variant}
                  size={size}
                  aria-label={name}
                  data-confirmed={confirmed ? '' : undefined}
                >
                  <Icon className={classes.icon} aria-hidden />
                  {!iconOnly && name}
                </Button>
              </Clipboard.Trigger>
              <span role="status" aria-live="polite" className={css({ srOnly: true })}>
                {confirmed ? 'Copied' : ''}
              </span>
            </>
          );
        }}
      </Clipboard.Context>
    </Clipboard.Root>
  );
}
