import { getApp, type AppId, type AppStatus, type Usage } from '@console/api-client';
import { Button, Card, ConfirmDialog, DetailList, PlanCard, StatusBadge, toast } from '@console/ui';
import { Link } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { AppPageHeader } from '../../components/app-settings/app-page-header';
import { reportFailure } from '../../lib/report-failure';
import { creditsUsedUp, formatPeriod, formatPeriodEnd, planUsage } from './billing-usage';

const SUBSCRIPTION_CANCELLED = 'Subscription cancelled';
const CREDITS_USED_UP = 'Your free trial credits are used up. Subscribe to keep sending requests.';

const column = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' });
const banner = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'danger.border',
  bg: 'danger.subtle',
  color: 'fg.default',
  textStyle: 'body.md',
  '& svg': { color: 'danger.fg', flexShrink: 0, w: '5', h: '5' },
});
const bannerText = css({ flex: '1', minW: '48' });
const footer = css({ display: 'flex', justifyContent: 'flex-end' });

interface BillingViewProps {
  app: AppId;
  status: AppStatus;
  /** GET /{app}/billing/usage, with the current period (apps.md §6). */
  usage: Usage;
  /** POST /{app}/billing/cancel; rejects with the API error when it failed. */
  onCancel: () => Promise<unknown>;
}

/**
 * An app's Settings › Billing (apps.md §2.4): its status, the current period, the usage (a free trial's credits
 * over a bar that turns red at 80%, a plan's sessions this period), "Change plan" (Pricing), and "Cancel
 * subscription" after a confirmation. A free trial without credits left says so in a banner.
 */
export function BillingView({ app, status, usage, onCancel }: BillingViewProps) {
  const title = getApp(app).title;
  const period = formatPeriod(usage.periodStart, usage.periodEnd);

  const cancel = async () => {
    try {
      await onCancel();
    } catch (error) {
      reportFailure(error);
      throw error;
    }
    toast.success(SUBSCRIPTION_CANCELLED);
  };

  const changePlan = (
    <Button asChild variant="outline">
      <Link to="/$app/pricing" params={{ app }}>
        Change plan
      </Link>
    </Button>
  );

  return (
    <div>
      <AppPageHeader title="Billing" actions={changePlan}>
        The plan and usage of {title}.
      </AppPageHeader>
      <div className={column}>
        {creditsUsedUp(status, usage) && (
          <div className={banner} role="alert">
            <TriangleAlert aria-hidden />
            <p className={bannerText}>{CREDITS_USED_UP}</p>
          </div>
        )}
        <PlanCard title={`${title} plan`} status={status} usage={planUsage(status, usage)} />
        <Card.Root>
          <Card.Header>
            <Card.Title>Current period</Card.Title>
          </Card.Header>
          <Card.Body>
            <DetailList
              items={[
                { label: 'Status', value: <StatusBadge status={status} /> },
                { label: 'Period', value: period ?? '—' },
              ]}
            />
          </Card.Body>
          {status === 'subscription' && (
            <Card.Footer className={footer}>
              <ConfirmDialog
                title={`Cancel ${title} subscription?`}
                description={`Agents can send ${title} requests until ${formatPeriodEnd(usage.periodEnd)}. Your data is kept for 90 days.`}
                confirmLabel="Cancel subscription"
                cancelLabel="Keep subscription"
                variant="destructive"
                onConfirm={cancel}
                trigger={<Button variant="outline">Cancel subscription</Button>}
              />
            </Card.Footer>
          )}
        </Card.Root>
      </div>
    </div>
  );
}
