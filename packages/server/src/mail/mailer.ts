import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; a failed or timed-out send rejects with the reason. */
export interface Mailer {
  readonly configured: boolean;
  send(mail: Mail): Promise<void>;
}

export class MailNotSentError extends Error {}

/** What became of an e-mail the server owes someone: sent, or failed with the reason (also logged). */
export type MailOutcome = { status: 'sent'; error: null } | { status: 'failed'; error: string };

/** Sends `mail` within the mailer's time cap and answers the outcome instead of throwing. */
export async function trySend(mailer: Mailer, mail: Mail, what: string): Promise<MailOutcome> {
  try {
    await mailer.send(mail);
    return { status: 'sent', error: null };
  } catch (reason) {
    const error = reason instanceof Error ? reason.message : 'The e-mail could not be sent';
    console.error(`${what} e-mail to ${mail.to} not sent: ${error}`);
    return { status: 'failed', error };
  }
}

/**
 * nodemailer's SMTP transport, configured by the environment (see SmtpConfig). Without SMTP settings every send
 * fails, so nothing claims an e-mail went out when it did not. Each send is capped by smtp.timeoutMs.
 */
export function createMailer(smtp: SmtpConfig | undefined): Mailer {
  if (!smtp) {
    return {
      configured: false,
      send: () => Promise.reject(new MailNotSentError('E-mail is not configured on this server (SMTP_URL)')),
    };
  }
  // SMTP_URL or the separate settings: one set of transport options, with the time caps.
  const url = smtp.url ? new URL(smtp.url) : undefined;
  const secure = url ? url.protocol === 'smtps:' : smtp.secure;
  const user = url ? decodeURIComponent(url.username) || undefined : smtp.user;
  const pass = url ? decodeURIComponent(url.password) : (smtp.pass ?? '');
  const transport = nodemailer.createTransport({
    host: url ? url.hostname : smtp.host,
    port: url ? Number(url.port) || (secure ? 465 : 587) : smtp.port,
    secure,
    ...(user ? { auth: { user, pass } } : {}),
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    socketTimeout: smtp.timeoutMs,
  });
  return {
    configured: true,
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new MailNotSentError(`The mail server did not answer within ${smtp.timeoutMs} ms`)),
          smtp.timeoutMs,
        );
      });
      try {
        await Promise.race([transport.sendMail({ from: smtp.from, ...mail }), timeout]);
      } catch (error) {
        throw error instanceof MailNotSentError
          ? error
          : new MailNotSentError(error instanceof Error ? error.message : 'The e-mail could not be sent');
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
