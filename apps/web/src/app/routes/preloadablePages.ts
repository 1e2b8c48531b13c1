import { preloadable, preloadableNamed } from '../../lib/preloadable';

/** SPEC §2 /preview/{reportId}: shared by the routes and the entry's first-route preload. */
export const PanelPreviewPage = preloadable(
  () => import('../../features/panel/preview/PanelPreviewPage'),
);

/**
 * The signed-in layout (top bar, side menu, licence bar): a chunk of its own, so a dashboard
 * preview, the editor and a share link never download the menus they do not show.
 */
export const MainLayout = preloadableNamed(() => import('../layout/MainLayout'), 'MainLayout');
