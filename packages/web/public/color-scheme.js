// Sets the light or dark scheme before the first paint (SPEC §1: kept in localStorage under
// 'color'; a first visit follows the system), so a prerendered page never flashes the other one.
// A file rather than an inline script: the content security policy allows no inline scripts.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('color');
  } catch {
    // Storage blocked (a private window's settings): follow the system.
  }
  var scheme = stored === 'light' || stored === 'dark' ? stored : null;
  if (!scheme) scheme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
