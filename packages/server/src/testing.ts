/**
 * The server's public entry for other suites' test doubles (the e2e journeys): local fakes that speak the real
 * protocols (DNS, OpenID Connect, SMTP) and the test certificate, so no suite reaches into the server's insides.
 */
export { startDnsServer } from './test/dns-server';
export { startOidcProvider } from './test/oidc-provider';
export { testCertificate } from './test/tls';
export { startSmtpCatcher } from './mail/smtp-catcher';
