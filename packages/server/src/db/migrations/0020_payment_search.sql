-- Payments' search and filter (apps.md §3.5): the card's last 4 digits (exactly) and the provider's payment id (by
-- prefix, case-insensitive), beside the list's other prefix indexes of 0010; and the Refunded filter's sub-status.
create index app_sessions_card_last4 on app_sessions (account_id, app, (details #>> '{card,last4}'))
  where app = 'payments';
create index app_sessions_provider_payment on app_sessions
  (account_id, app, lower(details ->> 'providerPaymentId') text_pattern_ops)
  where app = 'payments';
create index app_sessions_refunded on app_sessions (account_id, app, created_at desc)
  where sub_status in ('refunded', 'partially_refunded');
