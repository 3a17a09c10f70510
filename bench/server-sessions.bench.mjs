#!/usr/bin/env node
/**
 * Benchmark (not a test): the apps' data plane at volume. One account with SESSIONS sessions (1,000,000 by default)
 * of one app over 90 days in an in-memory PGlite with the server's migrations and session_daily built from them as
 * the server keeps it; then, with the server's own query functions (packages/server/src/sessions/session-queries.ts,
 * loaded through tsx):
 *   - the 90-day dashboard summary (GET /{app}/statistics/summary?range=90), from the daily aggregates;
 *   - the first page of the 30-day list with its x-count (a filter the console sends by default);
 *   - every page of the list, 100 rows a page, newest first, by the (created_at, seq) cursor, with its x-count;
 *   - the global customer search (GET /api/results/customer's query) over as many sessions stored for it.
 * Prints the figures and one JSON line for the report; tests never assert wall-clock time.
 *   node bench/server-sessions.bench.mjs            (SESSIONS=200000 for a shorter run)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The server's sources are TypeScript: run again under tsx with the workspace's source condition.
if (!process.execArgv.includes('--conditions=@console/source')) {
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@console/source',
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

const { openDatabase } = await import('../packages/server/src/db/open-database.ts');
const { migrate } = await import('../packages/server/src/db/migrate.ts');
const { listSessionPage, statisticsSummaryFromDaily } =
  await import('../packages/server/src/sessions/session-queries.ts');
const { searchCustomerSessions } = await import('../packages/server/src/sessions/customer-search-query.ts');

const SESSIONS = Number(process.env.SESSIONS ?? 1_000_000);
const PAGE = 100;
const ACCOUNT = 'acc_bench';
const APP = 'passkeys';
const NOW = new Date('2026-11-21T10:00:00.000Z');
const DAY_MS = 86_400_000;

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const round = (value) => Math.round(value * 10) / 10;

const database = await openDatabase({ kind: 'pglite-memory' });
const { db } = database;
await migrate(db);
await db
  .insertInto('accounts')
  .values({
    id: ACCOUNT,
    name: 'Bench Co',
    provider: 'webex',
    widget_key: 'wk_bench',
    secret_key: 'sk_bench',
    webhook_secret: 'whsec_bench',
    created_at: NOW,
  })
  .execute();

console.log(`inserting ${SESSIONS.toLocaleString('en')} sessions over 89 days…`);
let started = process.hrtime.bigint();
const CHUNK = 100_000;
for (let first = 0; first < SESSIONS; first += CHUNK) {
  const last = Math.min(SESSIONS, first + CHUNK) - 1;
  await database.pglite.query(
    `insert into app_sessions (id, account_id, app, status, reason, session_ref, customer_ref, phone_number,
      agent_id, agent_name, created_at, completed_at, expires_at, details, metadata)
    select 'ses_' || n, '${ACCOUNT}', '${APP}',
      (array['success','success','success','success','success','success','success','success','failure','timeout'])[1 + n % 10],
      null, 'req_' || md5(n::text), 'CUST-' || (60000 + n % 20000), '+1415555' || lpad((n % 10000)::text, 4, '0'),
      'agent-' || n % 8, 'Agent ' || n % 8,
      $1::timestamptz - (n::float8 / $2 * interval '89 days'),
      $1::timestamptz - (n::float8 / $2 * interval '89 days') + interval '2 minutes',
      $1::timestamptz - (n::float8 / $2 * interval '89 days') + interval '15 minutes',
      '{"type":"authentication"}', '{}'
    from generate_series($3::int, $4::int) as n`,
    [NOW.toISOString(), SESSIONS, first, last],
  );
}
await database.pglite
  .exec(`insert into session_daily (account_id, app, day, success, failure, timeout, pending)
  select account_id, app, (created_at at time zone 'UTC')::date,
    count(*) filter (where status = 'success'), count(*) filter (where status = 'failure'),
    count(*) filter (where status = 'timeout'), count(*) filter (where status = 'pending')
  from app_sessions group by 1, 2, 3;
  analyze;`);
const loadS = ms(started) / 1000;
console.log(`loaded in ${round(loadS)} s`);

// The dashboard: 90 days, 20 times.
const summaryTimes = [];
let summary;
for (let run = 0; run < 20; run += 1) {
  started = process.hrtime.bigint();
  summary = await statisticsSummaryFromDaily(db, ACCOUNT, APP, NOW, 90);
  summaryTimes.push(ms(started));
}
if (summary.totals.sessions !== SESSIONS) throw new Error(`summary counted ${summary.totals.sessions}`);

// The list's default view: the last 30 days from a viewer's midnight, first page and its count, 20 times.
const from = new Date(NOW.getTime() - 30 * DAY_MS + 5 * 3_600_000).toISOString();
const firstPageTimes = [];
for (let run = 0; run < 20; run += 1) {
  started = process.hrtime.bigint();
  await listSessionPage(db, ACCOUNT, APP, { limit: 25, from, to: NOW.toISOString() });
  firstPageTimes.push(ms(started));
}

// Every page, newest first.
console.log(`paging all ${SESSIONS.toLocaleString('en')} sessions, ${PAGE} a page…`);
const pageTimes = [];
let lastKey;
let seen = 0;
started = process.hrtime.bigint();
for (;;) {
  const one = process.hrtime.bigint();
  const page = await listSessionPage(db, ACCOUNT, APP, { limit: PAGE, lastKey });
  pageTimes.push(ms(one));
  seen += page.items.length;
  if (page.count !== SESSIONS) throw new Error(`x-count ${page.count}`);
  if (page.lastKey === null) break;
  lastKey = page.lastKey;
}
const allS = ms(started) / 1000;
if (seen !== SESSIONS) throw new Error(`paged ${seen} of ${SESSIONS}`);

// The global customer search over as many stored sessions: one reference's sessions (a few dozen), a text that
// matches about one session in twenty, one that matches them all, one that matches none; 20 times each.
console.log(`storing ${SESSIONS.toLocaleString('en')} sessions for the customer search…`);
await database.pglite.query(
  `insert into customer_sessions (id, account_id, app, status, at, session_ref, phone_number, customer_ref)
  select id, account_id, app, status, completed_at, session_ref, phone_number, customer_ref
  from app_sessions where account_id = $1`,
  [ACCOUNT],
);
await database.pglite.exec('analyze customer_sessions;');
const NEEDLES = ['CUST-70042', 'cust-7004', 'cust', 'nobody-here'];
const searchTimes = [];
for (let run = 0; run < 20; run += 1) {
  for (const needle of NEEDLES) {
    started = process.hrtime.bigint();
    const rows = await searchCustomerSessions(db, ACCOUNT, [APP], needle);
    searchTimes.push(ms(started));
    if (needle === 'cust' && rows.length === 0) throw new Error('the search found nothing');
  }
}
await database.close();

const figures = {
  sessions: SESSIONS,
  loadSeconds: round(loadS),
  summary90dMedianMs: round(percentile(summaryTimes, 50)),
  summary90dP95Ms: round(percentile(summaryTimes, 95)),
  list30dFirstPageMedianMs: round(percentile(firstPageTimes, 50)),
  pages: pageTimes.length,
  pageMedianMs: round(percentile(pageTimes, 50)),
  pageP99Ms: round(percentile(pageTimes, 99)),
  allPagesSeconds: round(allS),
  customerSearchMedianMs: round(percentile(searchTimes, 50)),
  customerSearchP99Ms: round(percentile(searchTimes, 99)),
};
// DESIGN.md's budgets: the 90-day dashboard 50 ms, a list page 25 ms, the customer search p99 100 ms.
figures.overBudget =
  figures.summary90dP95Ms > 50 || figures.pageP99Ms > 25 || figures.customerSearchP99Ms > 100;
console.log(`
sessions data plane, ${SESSIONS.toLocaleString('en')} sessions of one account and app (PGlite in memory)
  90-day dashboard summary      median ${figures.summary90dMedianMs} ms, p95 ${figures.summary90dP95Ms} ms
  30-day list, first page+count median ${figures.list30dFirstPageMedianMs} ms
  every page (${figures.pages} × ${PAGE})     median ${figures.pageMedianMs} ms, p99 ${figures.pageP99Ms} ms, ${figures.allPagesSeconds} s in all
  customer search (${NEEDLES.length} texts × 20) median ${figures.customerSearchMedianMs} ms, p99 ${figures.customerSearchP99Ms} ms`);
mkdirSync('bench/.tmp', { recursive: true });
writeFileSync('bench/.tmp/server-sessions.json', JSON.stringify(figures, null, 2));
console.log(JSON.stringify(figures));
