import type { MenuRoute } from '../routes/menuRoutes';

/** The system folder always keeps its sidebar (SPEC §2). */
export const SYSTEM_MENU_NAME = 'system';

/**
 * SPEC §2: the left sidebar is hidden when the current top menu has at most one visible child,
 * and always shown for the system menu. Pages outside the menu (person info, about) have none.
 */
export function shouldShowSidebar(top: MenuRoute | undefined): boolean {
  if (!top) return false;
  if (top.name === SYSTEM_MENU_NAME || top.path === `/${SYSTEM_MENU_NAME}`) return true;
  return top.children.filter((child) => !child.hidden).length > 1;
}

/** Sidebar open/closed is remembered in the `sidebarStatus` cookie: '1' open, '0' closed. */
export function sidebarOpenFromCookie(value: string | undefined): boolean {
  return value !== '0';
}
export const sidebarCookieValue = (open: boolean) => (open ? '1' : '0');
