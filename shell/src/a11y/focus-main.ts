/** After a client-side navigation, focus goes to the new page's main heading (or the main landmark) for screen readers. */
export function focusMainContent(doc: Document): void {
  const main = doc.getElementById('main-content');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
