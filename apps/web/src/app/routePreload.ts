/**
 * The first route's page chunk, started by the entry beside the shell's rather than after the
 * shell has rendered and signed the user in (a waterfall of chunk waves). Only dynamic imports
 * and the pages' tiny loaders here: the entry stays small. A dashboard preview also starts
 * ECharts, which its charts draw with, while its document is on its way (boot/prefetch.ts
 * asked for it already).
 */
import { MainLayout, PanelPreviewPage } from './routes/preloadablePages';

const PREVIEW_HASH = /^#\/preview\//;
/** Routes drawn without the signed-in layout (the rest draw inside it). */
const OUTSIDE_LAYOUT = /^#\/(login|link|preview|previewFullScreen|panelEdit|404|401|redirect)\b/;

export function preloadFirstRoute(hash: string): void {
  if (!OUTSIDE_LAYOUT.test(hash)) void MainLayout.preload().catch(() => undefined);
  if (!PREVIEW_HASH.test(hash)) return;
  // The routes' own loader: once it has arrived the route draws the page without suspending.
  void PanelPreviewPage.preload().catch(() => undefined);
  void import('../features/panel/view/preloadCharts')
    .then((charts) => charts.preloadChartDrawing())
    .catch(() => undefined);
}
