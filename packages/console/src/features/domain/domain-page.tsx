import { getBrandingQueryOptions, replaceBootstrapBranding } from '@console/api-client';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { DomainActions } from './domain-actions';
import { DomainSetup } from './domain-setup';
import { DomainVerified } from './domain-verified';
import { DomainVerifying } from './domain-verifying';

const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const intro = css({ textStyle: 'body.md', color: 'fg.muted', mt: '1', mb: '6', maxW: '2xl' });
const content = css({ maxW: '3xl' });

/**
 * Domain (spec 001 §2, §4): the setup with no domain, then 'Verifying...' until the domain is verified; a set domain
 * can be changed (the setup again) or removed. Each refresh writes the polled branding into the bootstrap, which the
 * header's bell reads, so the bell stops counting the domain as soon as it is verified.
 */
export function DomainPage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const accountId = useBootstrap().account.id;
  const { data: branding, refetch } = useSuspenseQuery(getBrandingQueryOptions(api, accountId));
  const [changing, setChanging] = useState(false);

  const refresh = async () => {
    const { data } = await refetch();
    if (data) replaceBootstrapBranding(queryClient, data);
  };
  const domainActions = branding.domain && (
    <DomainActions accountId={accountId} domain={branding.domain} onChange={() => setChanging(true)} />
  );

  return (
    <div className={content}>
      <h1 className={heading}>Domain</h1>
      <p className={intro}>Serve your customer-facing pages from a branded domain of your own.</p>
      {!branding.domain || changing ? (
        <DomainSetup
          key={branding.domain ?? 'none'}
          accountId={accountId}
          current={changing ? (branding.domain ?? undefined) : undefined}
          onCancel={changing ? () => setChanging(false) : undefined}
          onDone={() => setChanging(false)}
        />
      ) : branding.domainIsVerified ? (
        <DomainVerified domain={branding.domain} actions={domainActions} />
      ) : (
        <DomainVerifying domain={branding.domain} onRefresh={() => void refresh()} actions={domainActions} />
      )}
    </div>
  );
}
