-- Fixed-window request counters for the public routes (sign-in and the like), shared by every
-- server instance on the database: one row per key (route and client address, or route and
-- account), counting the hits of the window that started at window_start.
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_limits_window_start on rate_limits (window_start);
