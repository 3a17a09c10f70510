-- The global customer search matches any part of the reference (`lower(customer_ref) like '%text%'`), which a b-tree
-- cannot serve; a trigram index can (pg_trgm, in PostgreSQL's contrib and in PGlite alike). A text matching most
-- rows is served the other way, newest first by (account_id, at) until the page is full.
create extension if not exists pg_trgm;
create index customer_sessions_ref_trigrams on customer_sessions using gin (lower(customer_ref) gin_trgm_ops);
create index customer_sessions_account_at on customer_sessions (account_id, at desc);
drop index customer_sessions_ref;
