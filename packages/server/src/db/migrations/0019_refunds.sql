-- Payments › Refund (apps.md §3.5): each refund the connected card provider made of a paid payments session, in
-- minor units of the session's currency. provider_refund_id is Stripe's re_ id or Adyen's pspReference of the
-- refund; status as the provider answered it (succeeded, pending or failed). The session keeps the running total in
-- details.refundedAmount and its sub-status (refunded / partially_refunded).
create table payment_refunds (
  id text primary key,
  account_id text not null references accounts (id),
  session_id text not null references app_sessions (id),
  provider text not null check (provider in ('stripe', 'adyen')),
  provider_refund_id text not null,
  amount integer not null check (amount > 0),
  currency text not null,
  reason text not null check (reason in ('requested_by_customer', 'duplicate', 'fraudulent', 'other')),
  status text not null check (status in ('succeeded', 'pending', 'failed')),
  created_at timestamptz not null,
  created_by text not null
);

create index payment_refunds_session on payment_refunds (session_id, created_at);
