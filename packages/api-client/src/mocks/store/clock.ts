/** The mocks' fixed clock: the same instant as the stories' clock (fixedClock(MOCK_NOW) in .storybook/preview.tsx). */
export const MOCK_NOW = new Date('2026-11-21T10:00:00.000Z');
