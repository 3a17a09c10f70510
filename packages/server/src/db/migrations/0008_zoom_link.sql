-- The Zoom account that installed the app for this console account: set when the first Zoom user links (POST
-- /api/zoom/link); later Zoom users link only from that Zoom account, and one Zoom account serves one console account.
alter table accounts add column zoom_account_id text unique;
