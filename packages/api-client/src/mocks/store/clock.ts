/** The mocks' fixed clock: the same instant the server's tests and the stories run at. */
export const MOCK_NOW = new Date('2026-11-21T10:00:00.000Z');
