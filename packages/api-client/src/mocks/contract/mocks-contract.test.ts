import { describe, expect, it } from 'vitest';
import { appSessionsGroup } from './groups/app-sessions';
import { appSettingsGroup } from './groups/app-settings';
import { webhooksGroup } from './groups/webhooks';
import { mockBackend } from './mock-backend';
import { runContractGroup } from './runner';

/**
 * The apps' groups against the mocks alone, so the table is checked here before the server answers it too (the
 * server's contract test runs every group against both back ends).
 */
describe.each(
  [appSessionsGroup, appSettingsGroup, webhooksGroup].map((group) => [group.name, group] as const),
)('%s', (_name, group) => {
  it('the mocks answer as the table says', async () => {
    const results = await runContractGroup(group, mockBackend(group));
    expect(results).toHaveLength(group.steps.length);
    const differences = results.flatMap(({ step, expected, actual }) =>
      JSON.stringify(expected) === JSON.stringify(actual) ? [] : [{ step: step.name, expected, actual }],
    );
    expect(differences).toEqual([]);
  }, 60_000);
});
