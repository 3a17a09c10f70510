import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractResult } from '@console/api-client/mocks';
import { CONTRACT, isWorldStep, mockBackend, runContractGroup } from '@console/api-client/mocks';
import type { ContractWorld } from '../test/contract-backend';
import { serverBackend, startContractWorld } from '../test/contract-backend';

let world: ContractWorld;
beforeAll(async () => {
  world = await startContractWorld();
}, 60_000);
afterAll(() => world.close());

/** The steps where either back end answered other than the table: each with the table's answer and both actual. */
function differences(onServer: ContractResult[], onMocks: ContractResult[]) {
  return onServer.flatMap(({ step, expected, actual: server }, index) => {
    const mocks = onMocks[index]?.actual;
    return isDeepStrictEqual(server, expected) && isDeepStrictEqual(mocks, expected)
      ? []
      : [{ step: step.name, expected, server, mocks }];
  });
}

/**
 * The contract table against both back ends: each group on a fresh database and a fresh mock store of the same
 * seed, every step's answer equal to the table's on both (so the mocks and the server differ nowhere).
 */
describe.each(CONTRACT.map((group) => [group.name, group] as const))('%s', (_name, group) => {
  it('the server and the mocks answer as the table says', async () => {
    const server = await serverBackend(group, world);
    try {
      const onServer = await runContractGroup(group, server.backend);
      const onMocks = await runContractGroup(group, mockBackend(group));
      expect(onMocks).toHaveLength(onServer.length);
      expect(differences(onServer, onMocks)).toEqual([]);
    } finally {
      await server.close();
    }
  }, 120_000);
});

it('covers every call of both call tables', async () => {
  const { endpoints } = await import('@console/api-client');
  const called = new Set(
    CONTRACT.flatMap((group) => group.steps.flatMap((step) => (isWorldStep(step) ? [] : [step.call]))),
  );
  expect(Object.keys(endpoints).filter((name) => !called.has(name as never))).toEqual([]);
});
