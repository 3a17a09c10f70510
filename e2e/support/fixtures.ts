import { expect, test as base } from 'playwright/test';
import type { Page } from 'playwright/test';

export type DemoRole = 'owner' | 'admin' | 'supervisor' | 'operator' | 'newcomer';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with node e2e/run.mjs`);
  return value;
}

/** The sign-in link the server printed for a demo role, as a path with its ?token=. */
export function signInLink(role: DemoRole): string {
  const links = JSON.parse(env('E2E_LINKS')) as Record<DemoRole, string>;
  const url = new URL(links[role]);
  return `${url.pathname}${url.search}`;
}

export const jwtSecret = () => env('E2E_JWT_SECRET');

interface Fixtures {
  /** Opens the role's sign-in link and waits for the signed-in home. */
  signIn: (role: DemoRole) => Promise<void>;
  /** Every Content-Security-Policy violation and uncaught page error; each test ends with none. */
  pageProblems: string[];
}

export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page }, provide) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await provide(problems);
      expect(problems, 'CSP violations and page errors').toEqual([]);
    },
    { auto: true },
  ],
  signIn: async ({ page }, provide) => {
    await provide(async (role) => {
      await page.goto(signInLink(role));
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    });
  },
});

export { expect };

/** The address bar without the origin. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
