import { TICKET_PRIORITIES as PRIORITIES, TICKET_PRIORITY_LABELS } from '@console/api-client';

/** Support ticket priorities (spec 001 §2, §9): high is labelled Critical. The api-client owns the values. */
export const TICKET_PRIORITIES = PRIORITIES.map((value) => ({ value, label: TICKET_PRIORITY_LABELS[value] }));
