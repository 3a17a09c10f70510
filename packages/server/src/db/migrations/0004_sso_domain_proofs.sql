-- Proof that an account owns an SSO domain: a DNS TXT record `_console-verify.{domain}` holding
-- `console-verification={token}`. SSO signs in only on a proven domain; the token is kept per
-- account and domain, so the record stays valid across a disconnect and reconnect.
create table sso_domain_proofs (
  account_id text not null references accounts (id),
  domain text not null check (domain = lower(domain)),
  token text not null,
  verified_at timestamptz,
  primary key (account_id, domain)
);
-- A proven domain belongs to one account only.
create unique index sso_domain_proofs_proven on sso_domain_proofs (domain) where verified_at is not null;

-- The one-account rule moves to proven domains: an unproven claim must not block the domain's owner.
drop index sso_configs_domain;

insert into sso_domain_proofs (account_id, domain, token)
select account_id, lower(domain), md5(random()::text || account_id) from sso_configs;
