import { z } from 'zod';
import { releasedAppIdSchema } from '../apps';

/** Annual call volume options (spec 001 §9); labels are ours (not shown). */
export const ANNUAL_CALL_VOLUMES = [
  'under-10k',
  '10k-50k',
  '50k-100k',
  '100k-500k',
  '500k-1m',
  'over-1m',
] as const;
export const annualCallVolumeSchema = z.enum(ANNUAL_CALL_VOLUMES);
export type AnnualCallVolume = z.infer<typeof annualCallVolumeSchema>;
export const ANNUAL_CALL_VOLUME_LABELS = {
  'under-10k': 'Under 10,000',
  '10k-50k': '10,000 to 50,000',
  '50k-100k': '50,000 to 100,000',
  '100k-500k': '100,000 to 500,000',
  '500k-1m': '500,000 to 1 million',
  'over-1m': 'Over 1 million',
} as const satisfies Record<AnnualCallVolume, string>;

/** Authentication method options (spec 001 §9); labels are ours (not shown). */
export const AUTHENTICATION_METHODS = ['kba', 'otp', 'voice-bio', 'passkey', 'other'] as const;
export const authenticationMethodSchema = z.enum(AUTHENTICATION_METHODS);
export type AuthenticationMethod = z.infer<typeof authenticationMethodSchema>;
export const AUTHENTICATION_METHOD_LABELS = {
  kba: 'Knowledge-based questions',
  otp: 'One-time passcode',
  'voice-bio': 'Voice biometrics',
  passkey: 'Passkeys',
  other: 'Other',
} as const satisfies Record<AuthenticationMethod, string>;

/**
 * The questionnaire form (spec 001 §3, §5). The spec only says "required and non-empty"; the
 * messages are ours. `apps` may be empty.
 */
export const questionnaireFormSchema = z.object({
  companyName: z.string().trim().min(1, { error: 'Company name is required' }),
  annualCallVolume: z.enum(ANNUAL_CALL_VOLUMES, { error: 'Annual call volume is required' }),
  authenticationMethod: z.enum(AUTHENTICATION_METHODS, { error: 'Authentication method is required' }),
  apps: z.array(releasedAppIdSchema),
});
export type QuestionnaireForm = z.infer<typeof questionnaireFormSchema>;

/** PUT /accounts/questionnaire body: the method travels as `currentAuthenticationMethod`. */
export const questionnaireBodySchema = questionnaireFormSchema
  .omit({ authenticationMethod: true })
  .extend({ currentAuthenticationMethod: questionnaireFormSchema.shape.authenticationMethod });
export type QuestionnaireBody = z.infer<typeof questionnaireBodySchema>;

export function questionnaireBody({ authenticationMethod, ...rest }: QuestionnaireForm): QuestionnaireBody {
  return { ...rest, currentAuthenticationMethod: authenticationMethod };
}

/** The questionnaire waits at least 1.5 s before closing (spec 001 §9). */
export const QUESTIONNAIRE_MIN_WAIT_MS = 1500;
