import { createApp } from '../app';
import type { NewClaims } from '../auth/tokens';
import { createTokenService } from '../auth/tokens';
import { manualClock } from '../clock';
import type { Config } from '../config';
import { loadConfig } from '../config';
import { createSecretBox } from '../crypto/secret-box';
import {
  DEMO_ACCOUNT_ID,
  DEMO_ADMIN_IDS,
  INTERNAL_ACCOUNT_ID,
  OPERATOR_ADMIN_ID,
} from '../seed/demo-account';
import { openTestDatabase, TEST_NOW, TEST_PROVIDER_DOMAIN } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
/** The tests' SECRETS_KEY (32 bytes, hex). */
export const TEST_SECRETS_KEY = '5ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2';

export const CLAIMS = {
  owner: { acc: DEMO_ACCOUNT_ID, sub: DEMO_ADMIN_IDS.owner, role: 'owner', ghost: false },
  admin: { acc: DEMO_ACCOUNT_ID, sub: DEMO_ADMIN_IDS.admin, role: 'admin', ghost: false },
  supervisor: { acc: DEMO_ACCOUNT_ID, sub: DEMO_ADMIN_IDS.supervisor, role: 'supervisor', ghost: false },
  root: { acc: INTERNAL_ACCOUNT_ID, sub: OPERATOR_ADMIN_ID, role: 'admin', isRoot: true, ghost: false },
  ghost: {
    acc: DEMO_ACCOUNT_ID,
    sub: OPERATOR_ADMIN_ID,
    role: 'owner',
    isRoot: true,
    ghost: true,
    op: INTERNAL_ACCOUNT_ID,
  },
} as const satisfies Record<string, NewClaims>;
export type TestPrincipal = keyof typeof CLAIMS;

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as is (not JSON-encoded). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/**
 * The app on its own test database, a clock fixed at TEST_NOW, and signed tokens for each role.
 * Requests go through app.request (no sockets).
 */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await openTestDatabase();
  const clock = manualClock(TEST_NOW);
  const config = {
    ...loadConfig({ PROVIDER_EMAIL_DOMAIN: TEST_PROVIDER_DOMAIN }, '/tmp'),
    // The clock stands still, so a file's calls would share one window: the rate-limit tests set
    // their own limits.
    rateLimit: { perAddress: 1000, perAccount: 1000, windowMs: 60_000 },
    ...overrides,
    jwtSecret: TEST_JWT_SECRET,
  };
  const { app, deps, jobs } = createApp({
    db: database.db,
    config,
    clock,
    secrets: createSecretBox(TEST_SECRETS_KEY),
  });
  const sign = (claims: NewClaims) => deps.tokens.sign(claims);
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(CLAIMS).map(async ([name, claims]) => [name, await sign(claims)])),
  ) as Record<TestPrincipal, string>;
  const past = createTokenService(TEST_JWT_SECRET, manualClock(new Date(TEST_NOW.getTime() - 86_400_000)));
  const expired = await past.sign(CLAIMS.owner);
  const [header = '', , signature = ''] = tokens.owner.split('.');
  const forged = Buffer.from(JSON.stringify({ ...CLAIMS.root, jti: 'x', iat: 1, exp: 4102444800 })).toString(
    'base64url',
  );
  const tampered = `${header}.${forged}.${signature}`;

  async function request(method: string, path: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await app.request(path, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  /**
   * The owner of a customer account other than the demo one (the seed makes several), for the tenant-scoping tests:
   * its account id and a signed token.
   */
  async function otherAccountOwner() {
    const other = await database.db
      .selectFrom('admins')
      .innerJoin('accounts', 'accounts.id', 'admins.account_id')
      .select(['admins.id', 'admins.account_id'])
      .where('admins.account_id', '!=', DEMO_ACCOUNT_ID)
      .where('accounts.is_internal', '=', false)
      .where('admins.role', '=', 'owner')
      .orderBy('admins.id')
      .executeTakeFirstOrThrow();
    const token = await sign({ acc: other.account_id, sub: other.id, role: 'owner', ghost: false });
    return { accountId: other.account_id, token };
  }

  return {
    app,
    deps,
    /** The job runner, never started: tests call jobs.runDueJobs() after moving the clock. */
    jobs,
    db: database.db,
    clock,
    config,
    tokens: { ...tokens, expired, tampered },
    sign,
    otherAccountOwner,
    request,
    close: () => database.close(),
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The cookie a browser sends back after `res` (its Set-Cookie's name=value), e.g. a sign-in's browser binding. */
export const cookieFrom = (res: { headers: Headers }) =>
  (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
