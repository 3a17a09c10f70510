/**
 * The IAM policy the CloudWatch credentials need (spec 001 §9): CreateLogGroup, CreateLogStream and PutLogEvents
 * on the log group and its streams. The region and log group typed so far narrow the resources; an empty log
 * group (the server's default) leaves the group name as a wildcard.
 */
export function cloudwatchPolicy(region: string, logGroup: string): string {
  const group = `arn:aws:logs:${region || '*'}:*:log-group:${logGroup.trim() || '*'}`;
  const policy = {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
        Resource: [group, `${group}:log-stream:*`],
      },
    ],
  };
  return JSON.stringify(policy, null, 2);
}
