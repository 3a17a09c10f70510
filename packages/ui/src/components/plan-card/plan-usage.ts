const count = new Intl.NumberFormat('en-US');

/** "850 of 1,000 free credits used" (spec apps.md §2.1). */
export const freeCreditsText = (credits: number, freeTier: number) =>
  `${count.format(credits)} of ${count.format(freeTier)} free credits used`;

/** "1,204 sessions this month" (spec apps.md §2.1, §6). */
export const sessionsThisMonthText = (sessions: number) =>
  `${count.format(sessions)} ${sessions === 1 ? 'session' : 'sessions'} this month`;
