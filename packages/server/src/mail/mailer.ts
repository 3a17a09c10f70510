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
  const timeouts = {
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    socketTimeout: smtp.timeoutMs,
  };
  const transport = smtp.url
    ? nodemailer.createTransport(smtp.url, timeouts)
    : nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
        ...timeouts,
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
