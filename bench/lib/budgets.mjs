/** The budgets of ../shared/DESIGN.md ("Budgets"), as numbers the report compares with. */
export const BUDGETS = {
  signInJsToFloor: 1.25,
  homeJsToFloor: 1.6,
  extraRouteJsKb: 50,
  cssKb: 30,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 95 },
  text: {
    'watch-tower-search': 'first render 100 ms, each keystroke 16 ms',
    'chart-render': '50 ms to render',
    'search-render': '50 ms from answer to painted rows',
    'server-load': '2,000 requests/s, p99 25 ms',
    'server-sessions': '90-day dashboard 50 ms, a list page 25 ms, customer search p99 100 ms',
  },
};

/** The pages DESIGN.md names for Lighthouse. */
export const LIGHTHOUSE_PAGES = [
  { name: 'sign-in', path: '/', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'admin management', path: '/settings/admin-management', signedIn: true },
  { name: 'audit log', path: '/settings/audit-log', signedIn: true },
  { name: 'Watch Tower accounts', path: '/watch-tower/accounts', signedIn: true },
];
