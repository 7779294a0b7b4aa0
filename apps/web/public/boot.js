// Runs before the first paint (a plain script, since the CSP allows no inline one): applies the
// remembered or system theme and language so the page never flashes light or English first.
(() => {
  try {
    const root = document.documentElement;
    const theme = localStorage.getItem('hostel-meals.theme');
    const dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    if (localStorage.getItem('hostel-meals.language') === 'bn') root.lang = 'bn';
  } catch {
    // Storage off: light (or the system's) theme and English, set later by the app.
  }
  // Which page the static shell in index.html shows until the app renders (see build/app-shell-plugin.ts).
  const path = location.pathname.replace(/\/+$/, '') || '/';
  document.documentElement.dataset.shell =
    path === '/'
      ? 'home'
      : path === '/meals'
        ? 'meals'
        : path.startsWith('/meal-details/')
          ? 'details'
          : /^\/(signin|signup|auth)(\/|$)/.test(path)
            ? 'bare'
            : 'other';
})();
