import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_RETRY_DELAYS_MS } from '@console/api-client';
import { DEMO_ACCOUNT_ID } from '../seed/demo-account';
import type { StorageWorld } from '../test/storage-world';
import { MINIO_HOST, S3_BUCKET, SFTP_HOST, startStorageWorld } from '../test/storage-world';
import type { TestApp } from '../test/test-app';
import { createTestApp } from '../test/test-app';
import { TEST_NOW } from '../test/test-database';
import type { LocalCopies } from './deliver';
import { queueStorageDelivery, storageDeliveryJob } from './deliver';

const PATH = '/api/document-signature/settings/storage';
const PDF = new Uint8Array([
  0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0xe2, 0xe3, 0xcf, 0xd3, 0xff,
]);
let t: TestApp;
let world: StorageWorld;
let session: { id: string; customer_ref: string };

beforeAll(async () => {
  world = await startStorageWorld();
  t = await createTestApp({ outbound: world.outbound });
  session = await t.db
    .selectFrom('app_sessions')
    .select(['id', 'customer_ref'])
    .where('account_id', '=', DEMO_ACCOUNT_ID)
    .where('app', '=', 'document-signature')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
}, 180_000);
afterAll(async () => {
  await t.close();
  await world.close();
});
beforeEach(async () => {
  // Each test from the seed's now (the tokens are valid then), with no attempt of an earlier test left.
  t.clock.set(TEST_NOW);
  await t.db.deleteFrom('jobs').where('kind', '=', 'storage.deliver').execute();
  world.s3.failWith(undefined);
  await t.request('DELETE', PATH, { token: t.tokens.owner });
  await t.jobs.runDueJobs();
});

const connect = async (body: unknown) =>
  expect((await t.request('PUT', PATH, { token: t.tokens.owner, body })).status).toBe(200);

const queue = () =>
  t.db.transaction().execute((tx) =>
    queueStorageDelivery(
      tx,
      {
        accountId: DEMO_ACCOUNT_ID,
        app: 'document-signature',
        sessionId: session.id,
        customerRef: session.customer_ref,
        file: PDF,
      },
      t.clock.now(),
    ),
  );

/** The session's storage events, oldest first. */
const storageEvents = async () =>
  (
    await t.db
      .selectFrom('session_events')
      .select(['type', 'detail'])
      .where('session_id', '=', session.id)
      .where('type', 'like', 'storage.%')
      .orderBy('seq')
      .execute()
  ).map((event) => `${event.type} ${event.detail ?? ''}`);

const delivery = (id: string | null) =>
  t.db
    .selectFrom('storage_deliveries')
    .selectAll()
    .where('id', '=', id ?? '')
    .executeTakeFirstOrThrow();

const fileName = () => `${session.id}_${session.customer_ref.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;

describe('queueStorageDelivery', () => {
  it('queues nothing while the app keeps its files', async () => {
    expect(await queue()).toBeNull();
  });

  it('writes the PDF to S3 under the prefix as {sessionId}_{customerRef}.pdf and logs storage.delivered', async () => {
    await connect(
      world.s3Body({ endpoint: `https://${MINIO_HOST}`, prefix: 'signed/{app}/{yyyy}-{MM}-{dd}/' }),
    );
    const before = (await storageEvents()).length;
    const id = await queue();
    expect(await t.jobs.runDueJobs()).toBeGreaterThan(0);
    const key = `${S3_BUCKET}/signed/document-signature/2026-11-21/${fileName()}`;
    expect(world.s3.objects.get(key)).toEqual(Buffer.from(PDF));
    expect((await storageEvents()).slice(before)).toEqual([`storage.delivered s3://${key}`]);
    expect(await delivery(id)).toMatchObject({ status: 'delivered', attempts: 1, file: null });
  });

  it('retries a failed attempt on the webhooks schedule, each attempt on the timeline', async () => {
    await connect(world.s3Body());
    const before = (await storageEvents()).length;
    world.s3.failWith(() => ({
      status: 500,
      headers: { 'content-type': 'application/xml' },
      body: '<Error><Code>InternalError</Code><Message>We encountered an internal error. Please try again.</Message></Error>',
    }));
    const id = await queue();
    await t.jobs.runDueJobs();
    expect(await delivery(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await storageEvents()).slice(before)).toEqual([
      'storage.failed InternalError: We encountered an internal error. Please try again.',
    ]);
    // Not due again before the next delay of the schedule.
    t.clock.advance(WEBHOOK_RETRY_DELAYS_MS[1] - 1);
    await t.jobs.runDueJobs();
    expect((await delivery(id)).attempts).toBe(1);
    world.s3.failWith(undefined);
    t.clock.advance(1);
    await t.jobs.runDueJobs();
    expect(await delivery(id)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect((await storageEvents()).slice(before)).toHaveLength(2);
    expect((await storageEvents()).at(-1)).toMatch(/^storage\.delivered s3:\/\//);
  });

  it('gives up after the schedule is spent and drops the file', async () => {
    await connect(world.s3Body());
    world.s3.failWith(() => ({ status: 503, body: '' }));
    const id = await queue();
    for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
      t.clock.advance(delay);
      await t.jobs.runDueJobs();
    }
    expect(await delivery(id)).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_RETRY_DELAYS_MS.length,
      file: null,
      last_error: 'S3 answered 503',
    });
  });

  it('delivers over SFTP into the directory', async () => {
    await connect(world.sftpBody({ directory: '/' }));
    const id = await queue();
    await t.jobs.runDueJobs();
    expect(await delivery(id)).toMatchObject({ status: 'delivered' });
    expect(world.sftp.written.at(-1)).toBe(fileName());
    expect((await storageEvents()).at(-1)).toBe(`storage.delivered sftp://${SFTP_HOST}/${fileName()}`);
  });

  it('honours "Delete from {product} after delivery": the app’s own copy goes only when it is on', async () => {
    const deleted: string[] = [];
    const copies: LocalCopies = {
      'document-signature': (_tx, file) => {
        deleted.push(file.sessionId);
        return Promise.resolve();
      },
    };
    const job = storageDeliveryJob(t.deps, copies);
    for (const deleteAfterDelivery of [false, true]) {
      await connect(world.s3Body({}, { deleteAfterDelivery }));
      const id = await queue();
      await job.run({ deliveryId: id }, { attempt: 1, now: t.clock.now() });
      expect(await delivery(id)).toMatchObject({ status: 'delivered' });
    }
    expect(deleted).toEqual([session.id]);
  });
});
