-- Payments › Product Catalog (apps.md §3.5): the fixed-price items agents request. price is in minor units of
-- currency (ISO 4217); status is active or archived (an archived product is kept for its payments but no new session
-- may name it).
--
-- used_at is when a payment session first itemised the product (POST /v1/sessions with data.productIds, or the demo
-- seed's history): from then on it cannot be deleted (409 PRODUCT_IN_USE), only archived. The session keeps its own
-- line items in its details, so a later price change or archive does not alter it.
create table products (
  id text primary key,
  account_id text not null references accounts (id),
  name text not null,
  description text not null default '',
  price integer not null check (price > 0),
  currency text not null,
  status text not null check (status in ('active', 'archived')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  used_at timestamptz
);
-- The list: newest first by (created_at, id), id compared byte-wise as the cursor compares it.
create index products_list on products (account_id, created_at desc, id collate "C" desc);
