import { DnsRecordTable } from '../../components/dns-record-table';
import { DOMAIN_CNAME_TARGET } from './domain-config';

/** The DNS record the admin creates at their DNS provider: a CNAME from their domain to the product's CDN host. */
export function DnsRecord({ domain }: { domain: string }) {
  return (
    <DnsRecordTable type="CNAME" name={domain} value={DOMAIN_CNAME_TARGET} caption="DNS record to create" />
  );
}
