import { preloadablePage } from './preloadablePage';

/** SPEC §2 /preview/{reportId}: shared by the routes and the entry's first-route preload. */
export const PanelPreviewPage = preloadablePage(
  () => import('../../features/panel/preview/PanelPreviewPage'),
);
