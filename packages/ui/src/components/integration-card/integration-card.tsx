import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { integrationCard } from '../../../styled-system/recipes';
import { Badge } from '../badge';
import { Button } from '../button';
import { DisabledHint } from './disabled-hint';

export type IntegrationStatus = 'connected' | 'disconnected' | 'pending';

export const INTEGRATION_STATUS = {
  connected: { label: 'Connected', tone: 'success' },
  disconnected: { label: 'Disconnected', tone: 'neutral' },
  pending: { label: 'Pending', tone: 'warning' },
} as const;

export interface IntegrationCardProps {
  /** A decorative mark (an IntegrationLogo, say); the title names the provider. */
  logo: ReactNode;
  title: string;
  description: ReactNode;
  status: IntegrationStatus;
  onConnect?: () => void;
  onManage?: () => void;
  onDisconnect?: () => void;
  /** The actions show but do nothing (another SSO provider is configured, say). */
  disabled?: boolean;
  /** Why, in a tooltip on the actions: e.g. 'Disable the current provider to enable this one'. */
  disabledReason?: string;
  className?: string;
}

const srOnly = css({ srOnly: true });

/**
 * An integration (spec 001 §4): disconnected offers Connect; connected, and pending (configured, awaiting
 * verification), offer Manage and Disconnect. Each action's name ends with the title ("Connect Twilio") so a
 * grid of cards has no two buttons of the same name. Disabled actions stay focusable (aria-disabled) so the
 * tooltip can explain them to keyboard and pointer users alike.
 */
export function IntegrationCard(props: IntegrationCardProps) {
  const { logo, title, description, status, onConnect, onManage, onDisconnect, disabled, disabledReason } =
    props;
  const classes = integrationCard();
  const action = (
    label: string,
    onClick: (() => void) | undefined,
    variant: 'solid' | 'outline' | 'ghost',
  ) => (
    <DisabledHint reason={disabled ? disabledReason : undefined}>
      <Button
        size="sm"
        variant={variant}
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : onClick}
      >
        {label}
        <span className={srOnly}> {title}</span>
      </Button>
    </DisabledHint>
  );

  return (
    <article
      className={cx(classes.root, props.className)}
      data-status={status}
      data-disabled={disabled ? '' : undefined}
    >
      <div className={classes.header}>
        <span className={classes.logo}>{logo}</span>
        <h2 className={classes.title}>{title}</h2>
        <Badge tone={INTEGRATION_STATUS[status].tone}>{INTEGRATION_STATUS[status].label}</Badge>
      </div>
      <p className={classes.description}>{description}</p>
      <div className={classes.footer}>
        {status === 'disconnected' ? (
          action('Connect', onConnect, 'solid')
        ) : (
          <>
            {action('Disconnect', onDisconnect, 'ghost')}
            {action('Manage', onManage, 'outline')}
          </>
        )}
      </div>
    </article>
  );
}
