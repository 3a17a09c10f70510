import { getBrandingQueryOptions } from '@console/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { useBootstrap } from '../../lib/use-bootstrap';
import { DomainSetup } from './domain-setup';
import { DomainVerified } from './domain-verified';
import { DomainVerifying } from './domain-verifying';

const heading = css({ textStyle: 'heading.xl', color: 'fg.default' });
const intro = css({ textStyle: 'body.md', color: 'fg.muted', mt: '1', mb: '6', maxW: '2xl' });
const content = css({ maxW: '3xl' });

/** Domain (spec 001 §2, §4): the setup with no domain, then 'Verifying...' until the domain is verified. */
export function DomainPage() {
  const api = useApi();
  const accountId = useBootstrap().account.id;
  const { data: branding, refetch } = useSuspenseQuery(getBrandingQueryOptions(api, accountId));

  return (
    <div className={content}>
      <h1 className={heading}>Domain</h1>
      <p className={intro}>Serve your customer-facing pages from a branded domain of your own.</p>
      {!branding.domain ? (
        <DomainSetup accountId={accountId} />
      ) : branding.domainIsVerified ? (
        <DomainVerified domain={branding.domain} />
      ) : (
        <DomainVerifying domain={branding.domain} onRefresh={() => void refetch()} />
      )}
    </div>
  );
}
