/**
 * Focuses the page's heading (or its main region): where a keyboard or screen-reader user is put when
 * the control they were on has gone, after a move to another page or when a dialog's opener left the
 * list it was in. Returns whether something took the focus.
 */
export function focusPageHeading(): boolean {
  const main = document.getElementById('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
  return true;
}
