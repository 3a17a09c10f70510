import { LOGGING_DESTINATIONS, type LoggingDestination } from '@console/api-client';

/**
 * The Logging page's six slots in order (spec 001 §2): the four destinations, then SFTP and one further slot
 * the spec leaves unnamed. Those two render nothing until they are specified.
 */
export const LOGGING_SLOTS = ['datadog', 'cloudwatch', 'sumologic', 'rapid7', 'sftp', 'reserved'] as const;
export type LoggingSlot = (typeof LOGGING_SLOTS)[number];

function isConfigurableSlot(slot: LoggingSlot): slot is LoggingDestination {
  return (LOGGING_DESTINATIONS as readonly string[]).includes(slot);
}

/** The slots that show a card, in page order. */
export const shownDestinations = (slots: readonly LoggingSlot[] = LOGGING_SLOTS): LoggingDestination[] =>
  slots.filter(isConfigurableSlot);

export const LOGGING_DESCRIPTIONS = {
  datadog: 'Send authentication logs to Datadog with an API key.',
  cloudwatch: 'Write logs to an Amazon CloudWatch log group in your AWS account.',
  sumologic: 'Post logs to a Sumo Logic hosted HTTP collector.',
  rapid7: 'Send logs to Rapid7 InsightOps through a webhook.',
} as const satisfies Record<LoggingDestination, string>;
