import { ArrowRight } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { appCard } from '../../../styled-system/recipes';
import { AppIcon, appColor, type AppId } from '../app-icon';
import { TimerButton } from '../timer-button';

/** What a link renderer gets: put them on your router's Link (`(props) => <Link to="/passkeys" {...props} />`). */
export interface AppCardLinkProps {
  href: string;
  className: string;
  'data-part': 'link';
  children: ReactNode;
}

export interface AppCardProps {
  appId: AppId;
  title: string;
  /** One line; longer text is cut with an ellipsis. */
  description: string;
  /** The app's root route. */
  href: string;
  /** Renders the card's link, e.g. with the router's Link; a plain <a href> by default. */
  renderLink?: (props: AppCardLinkProps) => ReactNode;
  /** Any CSS colour; the app's `colors.app.<id>` token by default. */
  color?: string;
  /** Replaces the app's icon. */
  icon?: ReactNode;
  /** Given (for an app whose billing is inactive), the card offers "Start Free Trial" instead of "Launch app". */
  onStartTrial?: () => Promise<unknown>;
  /**
   * Given instead of onStartTrial (an inactive app this user may not start, e.g. a supervisor's), a plain text
   * in place of the action, e.g. "Not active"; the title opens the app.
   */
  inactiveNote?: string;
  className?: string;
}

const defaultLink = ({ children, ...props }: AppCardLinkProps) => <a {...props}>{children}</a>;

/**
 * An app on the home page (spec 000 §2): colour, icon, title, one-line description, and "Launch app" or
 * "Start Free Trial". The whole card opens the app: its link is stretched over it. With a trial, that link is
 * the title; the button runs `onStartTrial` through the timer states (loading while it runs).
 */
export function AppCard(props: AppCardProps) {
  const {
    appId,
    title,
    description,
    href,
    renderLink = defaultLink,
    color,
    icon,
    onStartTrial,
    inactiveNote,
    className,
  } = props;
  const titleIsLink = onStartTrial !== undefined || inactiveNote !== undefined;
  const classes = appCard();
  const style = { '--app-color': color ?? appColor(appId) } as CSSProperties;
  const link = (children: ReactNode) =>
    renderLink({ href, className: classes.link, 'data-part': 'link', children });

  return (
    <article className={cx(classes.root, className)} style={style}>
      <span className={classes.tile}>{icon ?? <AppIcon appId={appId} />}</span>
      <h2 className={classes.title}>{titleIsLink ? link(title) : title}</h2>
      <p className={classes.description} title={description}>
        {description}
      </p>
      <div className={classes.footer}>
        {onStartTrial ? (
          <TimerButton size="sm" onClick={onStartTrial} successLabel="Trial started" className={aboveLink}>
            Start Free Trial
          </TimerButton>
        ) : inactiveNote !== undefined ? (
          <span className={note}>{inactiveNote}</span>
        ) : (
          link(
            <span className={classes.action}>
              Launch app<span className={css({ srOnly: true })}> {title}</span>
              <ArrowRight aria-hidden />
            </span>,
          )
        )}
      </div>
    </article>
  );
}

const aboveLink = css({ position: 'relative', zIndex: '1' });
const note = css({ textStyle: 'body.sm', color: 'fg.muted' });
