// Sets the colour theme before the first paint, so no page flashes in the wrong one: the user's choice (local
// storage "theme", set by the console's theme switch: src/lib/theme.ts), else the system's. A file rather than an
// inline script: the server's Content-Security-Policy allows scripts from 'self' only.
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('theme');
  } catch {
    // storage refused: follow the system
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
