/** Support ticket priorities (spec 001 §2, §9): high is labelled Critical. */
export const TICKET_PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'Critical' },
] as const;
