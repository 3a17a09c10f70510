import { errorMessage, getSsoDomainQueryOptions, verifySsoDomainMutationOptions } from '@console/api-client';
import { Badge, Button } from '@console/ui';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { css } from '../../../styled-system/css';
import { useApi } from '../../lib/use-api';
import { DnsRecordTable } from '../../components/dns-record-table';

const section = css({
  mt: '8',
  p: '5',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  maxW: '3xl',
});
const titleRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' });
const title = css({ textStyle: 'heading.md', color: 'fg.default' });
const note = css({ textStyle: 'body.md', color: 'fg.muted' });
const failure = css({ textStyle: 'body.md', color: 'danger.fg' });

/**
 * The SSO domain's proof (our addition; see @console/api-client sso/domain-proof): until the TXT record is found,
 * nobody signs in with single sign-on. Unverified shows the record and Verify; a failed check says why; verified
 * says who can sign in. Nothing shows while no provider is configured.
 */
export function SsoDomainProof({ accountId }: { accountId: string }) {
  const api = useApi();
  const { data } = useSuspenseQuery(getSsoDomainQueryOptions(api, accountId));
  const verify = useMutation(verifySsoDomainMutationOptions(api, accountId));
  if (!data) return null;

  return (
    <section aria-labelledby="sso-domain-title" className={section}>
      <div className={titleRow}>
        <h2 id="sso-domain-title" className={title}>
          Domain verification: {data.domain}
        </h2>
        <Badge tone={data.verified ? 'success' : 'warning'}>
          {data.verified ? 'Verified' : 'Not verified'}
        </Badge>
      </div>
      {data.verified ? (
        <p className={note}>People with an address at {data.domain} can sign in with single sign-on.</p>
      ) : (
        <>
          <p className={note}>
            Prove that your company owns {data.domain}: add this TXT record at your DNS provider, then verify
            it. Until then nobody can sign in with single sign-on.
          </p>
          <DnsRecordTable
            type="TXT"
            name={data.recordName}
            value={data.recordValue}
            caption="TXT record to create"
          />
          <div className={titleRow}>
            <Button onClick={() => verify.mutate()} disabled={verify.isPending} aria-busy={verify.isPending}>
              {verify.isPending ? 'Verifying…' : 'Verify'}
            </Button>
          </div>
          {verify.isError && (
            <p role="alert" className={failure}>
              {errorMessage(verify.error)}
            </p>
          )}
        </>
      )}
    </section>
  );
}
