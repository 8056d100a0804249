/**
 * Opens another public page. Public pages are server-rendered documents, so moving
 * between them is an ordinary page load rather than a client-side route change.
 */
export function goTo(path: string): void {
  window.location.assign(path);
}
