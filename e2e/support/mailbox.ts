import { expect } from 'playwright/test';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The messages the journeys' SMTP catcher received (see support/mail-catcher.ts). */
async function caughtMail(): Promise<CaughtMail[]> {
  const url = process.env.E2E_MAIL_INSPECT_URL;
  if (!url) throw new Error('E2E_MAIL_INSPECT_URL is not set: run the journeys with node e2e/run.mjs');
  return (await (await fetch(url)).json()) as CaughtMail[];
}

/** Waits for the newest e-mail to `address` and answers its invitation link (path and query). */
export async function invitationLinkFor(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await caughtMail()).filter((message) => message.to.includes(address)).at(-1);
        link = /https?:\/\/\S+\/invitations\/accept\?token=\S+/.exec(mail?.text ?? '')?.[0];
        return link;
      },
      { message: `an invitation e-mail to ${address}` },
    )
    .toBeDefined();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}
