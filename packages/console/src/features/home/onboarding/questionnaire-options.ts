import {
  ANNUAL_CALL_VOLUME_LABELS,
  ANNUAL_CALL_VOLUMES,
  APPS,
  AUTHENTICATION_METHOD_LABELS,
  AUTHENTICATION_METHODS,
  RELEASED_APP_IDS,
} from '@console/api-client';

/** The questionnaire's choices (spec 001 §9); the labels are the api-client's. */
export const CALL_VOLUME_OPTIONS = ANNUAL_CALL_VOLUMES.map((value) => ({
  value,
  label: ANNUAL_CALL_VOLUME_LABELS[value],
}));

export const AUTHENTICATION_METHOD_OPTIONS = AUTHENTICATION_METHODS.map((value) => ({
  value,
  label: AUTHENTICATION_METHOD_LABELS[value],
}));

/** Released apps only (spec 001 §5), whoever answers. */
export const QUESTIONNAIRE_APPS = APPS.filter((app) =>
  (RELEASED_APP_IDS as readonly string[]).includes(app.id),
);
