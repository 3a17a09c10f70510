import { describe, expect, it } from 'vitest';
import { cloudwatchPolicy } from './cloudwatch-policy';
import { LOGGING_SLOTS, shownDestinations } from './logging-slots';

describe('cloudwatchPolicy', () => {
  it('allows the three log actions on the group and its streams', () => {
    const policy = JSON.parse(cloudwatchPolicy('eu-west-1', 'auth-logs')) as {
      Statement: { Effect: string; Action: string[]; Resource: string[] }[];
    };
    expect(policy.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: [
          'arn:aws:logs:eu-west-1:*:log-group:auth-logs',
          'arn:aws:logs:eu-west-1:*:log-group:auth-logs:log-stream:*',
        ],
      },
    ]);
  });

  it('uses wildcards for a log group or region not chosen', () => {
    expect(cloudwatchPolicy('', '  ')).toContain('"arn:aws:logs:*:*:log-group:*:log-stream:*"');
  });
});

describe('logging slots', () => {
  it('has six slots of which only the four destinations show, in order', () => {
    expect(LOGGING_SLOTS).toHaveLength(6);
    expect(shownDestinations()).toEqual(['datadog', 'cloudwatch', 'sumologic', 'rapid7']);
  });
});
