#!/usr/bin/env node
/**
 * Benchmark (not a test): the reference server under load with autocannon, 50 connections, against
 * the budget of DESIGN.md (GET /api/admins/bootstrap: 2,000 requests/s, p99 25 ms; the audit-log
 * page and the customer search are held to the same figures). The server runs as `npm start` runs
 * it (PGlite, full demo data, kept in bench/.tmp/server-data so later runs skip the seeding). The
 * load generator shares the machine's cores with the server, so the figures are a floor.
 *   node bench/server-load.bench.mjs [--duration 10]
 * Prints a table, then one JSON line per figure; bench/.tmp/server-load.json holds all figures.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { startServerForTests } from '../scripts/lib/server-process.mjs';

const BUDGET = { rps: 2000, p99Ms: 25 };
const CONNECTIONS = 50;
const durationFlag = process.argv.indexOf('--duration');
const DURATION_S = durationFlag > 0 ? Number(process.argv[durationFlag + 1]) : 10;

const TARGETS = [
  { id: 'bootstrap', what: 'GET /api/admins/bootstrap', path: '/api/admins/bootstrap' },
  { id: 'auditLog', what: 'GET /api/audit-log (first page)', path: '/api/audit-log' },
  {
    id: 'customerSearch',
    what: 'GET /api/results/customer (60 sessions)',
    path: '/api/results/customer?customerRef=CUST-10042',
  },
];

async function freePort() {
  const server = net.createServer();
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

mkdirSync('bench/.tmp', { recursive: true });
const port = await freePort();
console.log('starting the server (the first run loads the demo data)…');
const server = await startServerForTests({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: resolve('bench/.tmp/server-data'),
  JWT_SECRET: 'bench-secret-0123456789-0123456789-0123456789',
});
const token = new URL(server.links.owner).searchParams.get('token');
const headers = { authorization: `Bearer ${token}` };

const rows = [];
try {
  for (const target of TARGETS) {
    const url = `http://127.0.0.1:${port}${target.path}`;
    const check = await fetch(url, { headers });
    if (check.status !== 200) throw new Error(`${target.what} answered ${check.status}`);
    await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
    // A non-2xx answer is a broken benchmark; errors and timeouts are the server falling behind.
    if (result.non2xx > 0) throw new Error(`${target.what}: ${result.non2xx} answers were not 2xx`);
    rows.push({
      ...target,
      rps: Math.round(result.requests.average),
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      failed: result.errors + result.timeouts,
    });
  }
} finally {
  await server.stop();
}

const over = (row) => row.rps < BUDGET.rps || row.p99Ms > BUDGET.p99Ms || row.failed > 0;
console.log(
  `\nserver load, ${CONNECTIONS} connections, ${DURATION_S} s each (budget ${BUDGET.rps} req/s, p99 ${BUDGET.p99Ms} ms)`,
);
console.log(`${'call'.padEnd(42)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(7)}`);
for (const row of rows) {
  console.log(
    `${row.what.padEnd(42)} ${String(row.rps).padStart(7)} ${String(row.p99Ms).padStart(7)} ${String(row.failed).padStart(7)}${over(row) ? '  OVER BUDGET' : ''}`,
  );
}

const figures = { connections: CONNECTIONS, durationS: DURATION_S, budgetRps: BUDGET.rps };
figures.budgetP99Ms = BUDGET.p99Ms;
for (const row of rows) {
  figures[`${row.id}Rps`] = row.rps;
  figures[`${row.id}P99Ms`] = row.p99Ms;
  figures[`${row.id}Failed`] = row.failed;
}
figures.overBudget = rows.some(over);
writeFileSync('bench/.tmp/server-load.json', JSON.stringify(figures, null, 2));

const bootstrap = rows[0];
console.log(
  `server, ${CONNECTIONS} connections: bootstrap ${bootstrap.rps} req/s p99 ${bootstrap.p99Ms} ms; ` +
    rows
      .slice(1)
      .map((row) => `${row.id} ${row.rps} req/s p99 ${row.p99Ms} ms`)
      .join('; ') +
    ` (budget ${BUDGET.rps} req/s, p99 ${BUDGET.p99Ms} ms)${figures.overBudget ? '  OVER BUDGET' : ''}`,
);
for (const row of rows) {
  for (const [metric, value, budget] of [
    ['requestsPerSecond', row.rps, BUDGET.rps],
    ['p99Ms', row.p99Ms, BUDGET.p99Ms],
  ]) {
    const overBudget = metric === 'p99Ms' ? value > budget : value < budget;
    console.log(JSON.stringify({ bench: 'server-load', call: row.id, metric, value, budget, overBudget }));
  }
}
