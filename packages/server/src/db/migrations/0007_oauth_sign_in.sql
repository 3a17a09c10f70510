-- Google and Microsoft sign-ins the server started (POST /api/oauth/{provider}/authorize): the
-- state, its PKCE verifier and nonce, why it was started, and the hash of the browser-binding
-- cookie set with it. Used once by the callback, then deleted; expired rows are swept.
create table oauth_states (
  state text primary key,
  provider text not null,
  intent text not null,
  browser_hash text not null,
  code_verifier text not null,
  nonce text not null,
  expires_at timestamptz not null
);
