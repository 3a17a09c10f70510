import { z } from 'zod';
import { cloudwatchFormSchema, datadogFormSchema, rapid7FormSchema, sumologicFormSchema } from './forms';

/** Log destinations (spec 001 §3). */
export const LOGGING_DESTINATIONS = ['datadog', 'cloudwatch', 'sumologic', 'rapid7'] as const;
export const loggingDestinationSchema = z.enum(LOGGING_DESTINATIONS);
export type LoggingDestination = z.infer<typeof loggingDestinationSchema>;

export const LOGGING_DESTINATION_LABELS = {
  datadog: 'Datadog',
  cloudwatch: 'CloudWatch',
  sumologic: 'Sumo Logic',
  rapid7: 'Rapid7',
} as const satisfies Record<LoggingDestination, string>;

/**
 * Saved configs as the server answers them: secrets (Datadog apiKey, CloudWatch secretAccessKey)
 * are write-only and left out; the rest comes back so Manage can prefill (our choice). Sumo
 * Logic's collectorUrl and Rapid7's webhookUrl embed their token: they come back masked by
 * maskSecretUrl (`https://host/••••••••`), and a save or test with the mask unchanged keeps the
 * saved URL (resolveSecretUrl).
 */
export const datadogConfigSchema = datadogFormSchema.omit({ apiKey: true });
export const cloudwatchConfigSchema = cloudwatchFormSchema.omit({ secretAccessKey: true });
export const sumologicConfigSchema = sumologicFormSchema;
export const rapid7ConfigSchema = rapid7FormSchema;

/** GET /logging: one key per destination, null when that destination is not connected (not shown). */
export const loggingConfigsSchema = z.object({
  datadog: datadogConfigSchema.nullable(),
  cloudwatch: cloudwatchConfigSchema.nullable(),
  sumologic: sumologicConfigSchema.nullable(),
  rapid7: rapid7ConfigSchema.nullable(),
});
export type LoggingConfigs = z.infer<typeof loggingConfigsSchema>;

/** POST /logging and /logging/test body: the destination plus an object under its name. */
export const loggingConfigBodySchema = z.discriminatedUnion('destination', [
  z.object({ destination: z.literal('datadog'), datadog: datadogFormSchema }),
  z.object({ destination: z.literal('cloudwatch'), cloudwatch: cloudwatchFormSchema }),
  z.object({ destination: z.literal('sumologic'), sumologic: sumologicFormSchema }),
  z.object({ destination: z.literal('rapid7'), rapid7: rapid7FormSchema }),
]);
export type LoggingConfigBody = z.infer<typeof loggingConfigBodySchema>;

/** POST /logging answer: the saved config under the destination's name (no secrets). */
export const savedLoggingConfigSchema = loggingConfigsSchema.partial();
export type SavedLoggingConfig = z.infer<typeof savedLoggingConfigSchema>;

/** POST /logging/test answer (spec 001 §7). */
export const loggingTestResultSchema = z.object({ wasSuccessful: z.boolean() });
export type LoggingTestResult = z.infer<typeof loggingTestResultSchema>;
