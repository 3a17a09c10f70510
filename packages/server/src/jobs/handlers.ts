import type { AppDeps } from '../deps';
import { FORWARD_LOG_JOB, SEND_SMS_JOB } from '../sessions/event-sinks';
import { forwardLogJob } from '../sessions/forward-log';
import { sendSmsJob } from '../sessions/send-sms';
import { SWEEP_JOB, sweepJob } from '../sessions/sweep';
import { STORAGE_DELIVERY_JOB, storageDeliveryJob } from '../storage/deliver';
import type { JobHandler } from './runner';

/** Every job kind the runner knows and its handler; another area adds its kinds here (one line each). */
export function jobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return {
    [SEND_SMS_JOB]: sendSmsJob(deps),
    [FORWARD_LOG_JOB]: forwardLogJob(deps),
    [SWEEP_JOB]: sweepJob(deps),
    // Document signature's signed PDFs and identity verification's reports (storage/deliver.ts); an app that keeps its
    // own copy of the file adds the deleter of "Delete from {product} after delivery" here.
    [STORAGE_DELIVERY_JOB]: storageDeliveryJob(deps, {}),
  };
}
