import { questionnaireFormSchema, type QuestionnaireForm } from '@console/api-client';

export type QuestionnaireErrors = Partial<Record<keyof QuestionnaireForm, string>>;

/** Validates the answers with the api-client's schema: the parsed form, or the first message per field. */
export function validateQuestionnaire(
  values: unknown,
): { ok: true; form: QuestionnaireForm } | { ok: false; errors: QuestionnaireErrors } {
  const result = questionnaireFormSchema.safeParse(values);
  if (result.success) return { ok: true, form: result.data };
  const errors: QuestionnaireErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof QuestionnaireForm;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
