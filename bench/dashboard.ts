// `npm run bench -- dashboard`: a dashboard of 20 charts over the 1M-row demo opened in Debian
// Chromium (issue 9 benchmark): the time from navigation start until every chart has drawn.
// - cold: a freshly started server (empty result cache) and a new browser context (empty
//   cache), median of BENCH_DASHBOARD_COLD runs (default 3);
// - warm: the same server and context, the page reloaded, median of BENCH_DASHBOARD_WARM runs
//   (default 5).
// Needs the built web app (`npm run build`). Last line: `cold_ms: N` (target ≤ 1500; warm ≤ 400).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ChartTreeNode, PanelSaved } from '@tessera/contracts';
import type { Browser, Page } from '@playwright/test';
import { CHART_BOX_DRAWN_JS, launchChromium, signedInContext } from './browser.js';
import { median, startBenchServer, type BenchServer } from './chart-server.js';

const CHARTS = 20;
const COLD_RUNS = Math.max(1, Number(process.env.BENCH_DASHBOARD_COLD ?? 3));
const WARM_RUNS = Math.max(1, Number(process.env.BENCH_DASHBOARD_WARM ?? 5));
const WEB_DIR = resolve(import.meta.dirname, '../apps/web/dist');

/**
 * In the page: performance.now() at the first frame where all `count` charts are in the success
 * state and drawn (a canvas with painted pixels, a table, or a KPI card's text). A string, not a
 * function: tsx would add helpers the page does not have.
 */
export const drawnProbe = (count: number) => `(() => {
  ${CHART_BOX_DRAWN_JS}
  const check = () => {
    const boxes = [...document.querySelectorAll('[data-testid^="canvas-chart-"][data-status]')];
    const ready = boxes.filter((b) => b.getAttribute('data-status') === 'success');
    if (ready.length >= ${count} && ready.every(drawn)) {
      window.__drawnAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** `count` chart ids: the demo charts, copied until there are enough. */
export async function benchChartIds(server: BenchServer, count = CHARTS): Promise<string[]> {
  const tree = (await server.post<ChartTreeNode[]>('/chart/group/tree')).data;
  const ids: string[] = [];
  const walk = (nodes: ChartTreeNode[]) => {
    for (const node of nodes) {
      if (node.nodeType === 'chart') ids.push(node.id);
      walk(node.children);
    }
  };
  walk(tree);
  while (ids.length < count) {
    const copy = await server.post<{ id: string }>(`/chart/view/chartCopy/${ids[0]}`);
    ids.push(copy.data.id);
  }
  return ids.slice(0, count);
}

/** A 1600-wide dashboard of 20 charts, 4 across, 5 down. */
export async function makeDashboard(server: BenchServer): Promise<string> {
  const ids = await benchChartIds(server);
  const components = ids.map((viewId, i) => ({
    id: `chart${i}`,
    component: 'user-view',
    style: { left: 16 + (i % 4) * 396, top: 16 + Math.floor(i / 4) * 300, width: 380, height: 284 },
    propValue: { viewId },
  }));
  const saved = await server.post<PanelSaved>('/panel/group/save', {
    nodeType: 'panel',
    name: 'Bench: 20 charts',
    pid: null,
    panelStyle: JSON.stringify({ height: 1540 }),
    panelData: JSON.stringify(components),
  });
  if (!saved.success) throw new Error('could not save the bench dashboard');
  return saved.data.id;
}

/** When the last chart answer arrived and when the dashboard's document did, per open. */
const dataTimes: { document: number; lastData: number; calls: number[][] }[] = [];

async function timeOpen(page: Page, url: string): Promise<number> {
  await page.goto(url);
  // A function, not a string: the app's CSP forbids evaluating strings in the page.
  const at = await page.waitForFunction(
    () => (globalThis as { __drawnAt?: number }).__drawnAt,
    undefined,
    { timeout: 120_000 },
  );
  // A string (page.evaluate may run one): tsx would add helpers to a function's source.
  dataTimes.push(
    (await page.evaluate(`(() => {
      const entries = performance.getEntriesByType('resource');
      const end = (part) =>
        Math.max(0, ...entries.filter((e) => e.name.includes(part)).map((e) => e.responseEnd));
      const calls = entries
        .filter((e) => e.name.includes('/chart/view/getData/'))
        .map((e) => [Math.round(e.startTime), Math.round(e.responseEnd)]);
      return { document: end('/panel/group/findOne/'), lastData: end('/chart/view/getData/'), calls };
    })()`)) as { document: number; lastData: number; calls: number[][] },
  );
  return (await at.jsonValue()) as number;
}

async function coldRun(browser: Browser, dataDir: string, panelId: string): Promise<number> {
  const server = await startBenchServer({ TESSERA_WEB_DIR: WEB_DIR }, { dataDir });
  const context = await signedInContext(browser, server.base, server.token);
  try {
    const page = await context.newPage();
    await page.addInitScript(drawnProbe(CHARTS));
    return await timeOpen(page, `${server.base}/#/preview/${panelId}`);
  } finally {
    await context.close();
    await server.close();
  }
}

export async function runDashboardBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-dashboard-bench-'));
  const browser = await launchChromium();
  try {
    const setup = await startBenchServer({ TESSERA_WEB_DIR: WEB_DIR }, { dataDir });
    const panelId = await makeDashboard(setup);
    // The first queries over a freshly seeded warehouse warm DuckDB's own buffers: not the page's.
    const warmup = await signedInContext(browser, setup.base, setup.token);
    const first = await warmup.newPage();
    await first.addInitScript(drawnProbe(CHARTS));
    await timeOpen(first, `${setup.base}/#/preview/${panelId}`);
    await warmup.close();
    await setup.close();

    const cold: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) cold.push(await coldRun(browser, dataDir, panelId));

    const server = await startBenchServer({ TESSERA_WEB_DIR: WEB_DIR }, { dataDir });
    const context = await signedInContext(browser, server.base, server.token);
    const warm: number[] = [];
    try {
      const page = await context.newPage();
      await page.addInitScript(drawnProbe(CHARTS));
      const url = `${server.base}/#/preview/${panelId}`;
      await timeOpen(page, url);
      for (let i = 0; i < WARM_RUNS; i++) {
        await page.goto('about:blank');
        warm.push(await timeOpen(page, url));
      }
    } finally {
      await context.close();
      await server.close();
    }

    const ms = (n: number) => Math.round(n);
    console.log(`charts: ${CHARTS} on one dashboard, 1M-row demo`);
    console.log(`cold (fresh server and browser cache): ${cold.map(ms).join(', ')} ms`);
    console.log(`warm (reload, caches warm): ${warm.map(ms).join(', ')} ms`);
    const where = dataTimes.slice(1);
    console.log(
      `  document arrived at: ${where.map((d) => ms(d.document)).join(', ')} ms; last chart data at: ${where.map((d) => ms(d.lastData)).join(', ')} ms (cold runs first)`,
    );
    // BENCH_TRACE=1: when each chart call of the last warm open started and ended, ms.
    if (process.env.BENCH_TRACE) for (const d of where) console.log(JSON.stringify(d.calls));
    console.log(`warm_ms: ${ms(median(warm))}`);
    console.log(`cold_ms: ${ms(median(cold))}`);
  } finally {
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
