import type { AppDeps } from '../deps';
import { FORWARD_LOG_JOB, SEND_SMS_JOB } from '../sessions/event-sinks';
import { forwardLogJob } from '../sessions/forward-log';
import { sendSmsJob } from '../sessions/send-sms';
import { SWEEP_JOB, sweepJob } from '../sessions/sweep';
import type { JobHandler } from './runner';

/** Every job kind the runner knows and its handler; another area adds its kinds here (one line each). */
export function jobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return {
    [SEND_SMS_JOB]: sendSmsJob(deps),
    [FORWARD_LOG_JOB]: forwardLogJob(deps),
    [SWEEP_JOB]: sweepJob(deps),
  };
}
