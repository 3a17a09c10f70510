import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { css, cx } from '../../../styled-system/css';
import { phoneBubblePreview } from '../../../styled-system/recipes';

export interface PhoneBubblePreviewProps {
  /** The message as the customer receives it, placeholders already filled in. */
  text: string;
  /** Who it comes from, at the top of the screen: the company's name or the sending number. */
  sender: string;
  /** Under the bubble, e.g. "Now". */
  caption?: string;
  /** The figure's name for assistive technology. */
  label?: string;
  className?: string;
}

/**
 * The SMS as the customer will see it (spec apps.md §2.6): a received bubble in a phone, under the sender's
 * name. Line breaks and long links wrap as on a phone. A figure, named, whose text is the message itself.
 */
export function PhoneBubblePreview({
  text,
  sender,
  caption,
  label = 'SMS preview',
  className,
}: PhoneBubblePreviewProps) {
  const classes = phoneBubblePreview();
  const labelId = useId();
  return (
    <figure className={cx(classes.root, className)} aria-labelledby={labelId}>
      <figcaption id={labelId} className={css({ srOnly: true })}>
        {label}
      </figcaption>
      <div className={classes.screen}>
        <span className={classes.notch} aria-hidden />
        <div className={classes.header}>
          <span className={classes.avatar} aria-hidden>
            <UserRound />
          </span>
          <span className={classes.sender}>{sender}</span>
        </div>
        <div className={classes.thread}>
          {text.trim() === '' ? (
            <p className={classes.placeholder}>The message is empty.</p>
          ) : (
            <p className={classes.bubble}>{text}</p>
          )}
          {caption && <span className={classes.caption}>{caption}</span>}
        </div>
      </div>
    </figure>
  );
}
