/**
 * Full screen for the dashboard routes. The browser grants it only inside a user's click, so
 * the page's button asks for it first and then navigates to the full-screen route; leaving
 * (Esc, the exit button, going back) ends it.
 */
export function enterFullscreen(): void {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen().catch(() => undefined);
}

export function exitFullscreen(): void {
  if (!document.fullscreenElement || typeof document.exitFullscreen !== 'function') return;
  document.exitFullscreen().catch(() => undefined);
}

export const isFullscreen = () => Boolean(document.fullscreenElement);
