-- When an app's subscription was cancelled (apps.md §2.4): agents keep sending until the end of that billing period
-- (the calendar month in UTC), then new sessions are 403 APP_INACTIVE. Null for an app never cancelled.
alter table billing add column cancelled_at timestamptz;
