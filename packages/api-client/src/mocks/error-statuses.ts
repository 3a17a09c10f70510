import { ERROR_MESSAGES } from '../rules/errors';

/**
 * Codes a scenario can answer as a 4xx without being given a message: every code of the shared catalogue that always
 * carries the same text (the spec's codes, a refused body, the invitation links', ...; a 500 is `serverError()`).
 * Statuses and messages are the catalogue's (`@console/api-client/rules`), the ones the server answers.
 */
export type ScenarioErrorCode = Exclude<keyof typeof ERROR_MESSAGES, 'INTERNAL_SERVER_ERROR'>;

export { ERROR_MESSAGES, ERROR_STATUSES } from '../rules/errors';
