-- SSO sign-ins are tied to the browser that started them, as Google and Microsoft sign-ins are (oauth_states): the
-- hash of the browser-binding cookie POST /api/sso/oauth/authorize set. States started before have no binding and
-- could be finished from any browser, so they go (a state lives 10 minutes: those sign-ins start again).
delete from sso_states;
alter table sso_states add column browser_hash text not null;
