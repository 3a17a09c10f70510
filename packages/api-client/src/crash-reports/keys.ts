import { watchTowerKeys } from '../watch-tower/keys';

/** Operator-wide, under Watch Tower's keys. */
export const crashReportKeys = {
  all: () => [...watchTowerKeys.all, 'crash-reports'] as const,
  pages: () => [...crashReportKeys.all(), 'pages'] as const,
};
