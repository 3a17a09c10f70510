import { smtpConfigFor, startSmtpCatcher } from './smtp-catcher';

/**
 * Demo mode without SMTP settings: a local SMTP catcher on a free loopback port takes the server's e-mail and prints
 * each message (an invitation's link included) to the server log, so a demo can follow an invitation without a
 * mail server. Answers the SMTP settings to send through it and a close function. Never for production: there
 * SMTP_URL (or SMTP_HOST) names the real mail server, and without one an invitation says its e-mail was not sent.
 */
export async function startDemoMailCatcher(log: (line: string) => void = console.log) {
  const catcher = await startSmtpCatcher({
    onMail: (mail) => log(`\nE-mail to ${mail.to.join(', ')}: ${mail.subject}\n${mail.text}`),
  });
  return { smtp: smtpConfigFor(catcher), catcher, close: () => catcher.close() };
}
