import { watchTowerKeys } from '../watch-tower/keys';

/** Operator-wide, under Watch Tower's keys. */
export const supportTicketKeys = {
  all: () => [...watchTowerKeys.all, 'support-tickets'] as const,
  pages: () => [...supportTicketKeys.all(), 'pages'] as const,
};
