import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { SmtpConfig } from '../config';

/** A message the catcher received, with its headers decoded enough to read a plain-text e-mail. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Splits a single-part message (what the mailer sends) into its headers and decoded text. */
export function parseMessage(raw: string): { headers: Map<string, string>; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : Buffer.from(body, 'latin1').toString('utf8');
  return { headers, text: text.replace(/\r\n/g, '\n') };
}

/**
 * A local SMTP server (the `smtp-server` package) that accepts every message and keeps it in memory: the fake mail
 * server of the tests and the demo. `onMail` sees each message as it arrives.
 */
export async function startSmtpCatcher(
  options: { port?: number; host?: string; onMail?: (mail: CaughtMail) => void } = {},
) {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, text } = parseMessage(Buffer.concat(chunks).toString('latin1'));
        const envelope = session.envelope;
        const mail: CaughtMail = {
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((recipient) => recipient.address),
          subject: headers.get('subject') ?? '',
          text,
          receivedAt: new Date().toISOString(),
        };
        messages.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    /** For SMTP_URL. */
    url: `smtp://${host}:${port}`,
    messages,
    /** The messages sent to `address`, oldest first. */
    to: (address: string) =>
      messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;

/** SMTP settings that send through a catcher (the demo's and the tests'). */
export function smtpConfigFor(
  catcher: Pick<SmtpCatcher, 'url' | 'port'>,
  from = 'Console <no-reply@console.example>',
): SmtpConfig {
  return {
    url: catcher.url,
    host: undefined,
    port: catcher.port,
    secure: false,
    user: undefined,
    pass: undefined,
    from,
    timeoutMs: 10_000,
  };
}
