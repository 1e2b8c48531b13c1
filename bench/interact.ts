// `npm run bench -- interact` (issue 10): a dashboard of 20 charts over the 1M-row demo in Debian
// Chromium, a text search widget on the category and a bar chart of sales by category whose
// clicks filter the 19 others (linkage). Times, in the page, from the user's action until every
// affected chart has its new answer and has drawn it:
// - filter: typing a category and pressing Enter (each category twice: the first asks the
//   server afresh, the second is answered from caches);
// - linkage: a click on a bar, and a click on the same bar that clears it.
// Needs the built web app (`npm run build`). Prints median and p95; last line `filter_ms: N`,
// the median of the warm filter changes (target ≤ 300).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { DatasetField, PanelDetail, PanelSaved } from '@tessera/contracts';
import type { Page } from '@playwright/test';
import { launchChromium, signedInContext } from './browser.js';
import { median, p95, startBenchServer, type BenchServer } from './chart-server.js';
import { benchChartIds } from './dashboard.js';

const WEB_DIR = resolve(import.meta.dirname, '../apps/web/dist');
const ROUNDS = Math.max(1, Number(process.env.BENCH_INTERACT_ROUNDS ?? 2));

/** The demo dataset and its category and amount fields, found through a saved dashboard's chart. */
async function demoFields(server: BenchServer, panelId: string) {
  const response = await fetch(`${server.base}/panel/group/findOne/${panelId}`, {
    headers: { authorization: server.token },
  });
  const detail = ((await response.json()) as { data: PanelDetail }).data;
  const datasetId = Object.values(detail.chartDatasets)[0];
  if (!datasetId) throw new Error('the bench dashboard reads no dataset');
  const fields = (await server.post<DatasetField[]>(`/dataset/field/list/${datasetId}`)).data;
  const column = (name: string) => {
    const field = fields.find((f) => f.originName === name);
    if (!field) throw new Error(`the demo dataset has no ${name}`);
    return field.id;
  };
  return { datasetId, fieldId: column('category'), amountId: column('amount') };
}

async function makeDashboard(server: BenchServer) {
  const charts = await benchChartIds(server, 19);
  const draft = await server.post<PanelSaved>('/panel/group/save', {
    nodeType: 'panel',
    name: 'Bench: interactions',
    pid: null,
  });
  const { datasetId, fieldId, amountId } = await demoFields(
    server,
    (
      await server.post<PanelSaved>('/panel/group/save', {
        nodeType: 'panel',
        name: 'Bench: probe',
        pid: null,
        panelStyle: '{}',
        panelData: JSON.stringify([
          {
            id: 'probe',
            component: 'user-view',
            style: { left: 0, top: 0, width: 300, height: 200 },
            propValue: { viewId: charts[0] },
          },
        ]),
      })
    ).data.id,
  );
  const source = await server.post<{ id: string }>('/chart/view/save', {
    title: 'Bench: sales by category',
    tableId: datasetId,
    type: 'bar',
    xaxis: [{ fieldId, sort: 'asc' }],
    yaxis: [{ fieldId: amountId }],
  });
  const all = [source.data.id, ...charts];
  const components = [
    {
      id: 'search',
      component: 'filter',
      serviceName: 'textInput',
      style: { left: 16, top: 16, width: 300, height: 90, fontSize: 14, fontWeight: 500 },
      options: { attrs: { datasetId, fieldId }, value: [] },
    },
    ...all.map((viewId, i) => ({
      id: `chart${i}`,
      component: 'user-view',
      style: {
        left: 16 + (i % 4) * 396,
        top: 122 + Math.floor(i / 4) * 300,
        width: 380,
        height: 284,
      },
      propValue: { viewId },
    })),
  ];
  const linkage = charts.map((targetViewId) => ({
    sourceViewId: source.data.id,
    targetViewId,
    fields: [{ sourceFieldId: fieldId, targetFieldId: fieldId }],
  }));
  const saved = await server.post<PanelSaved>('/panel/group/save', {
    id: draft.data.id,
    nodeType: 'panel',
    name: 'Bench: interactions',
    pid: null,
    version: draft.data.version,
    panelStyle: JSON.stringify({ height: 1640, linkage }),
    panelData: JSON.stringify(components),
  });
  if (!saved.success) throw new Error('could not save the bench dashboard');
  return { panelId: saved.data.id, count: all.length };
}

/**
 * In the page: remembers each chart's request tag now, then resolves with the time from `start`
 * until every chart whose tag changed (at least `affected` of them) is answered and drawn.
 */
const watchRedraw = (affected: number) => `(() => {
  const boxes = () => [...document.querySelectorAll('[data-testid^="canvas-chart-"][data-status]')];
  const before = new Map(boxes().map((b) => [b, b.getAttribute('data-request')]));
  const drawn = (box) => {
    const canvas = box.querySelector('canvas');
    if (canvas) return canvas.width > 0;
    return box.querySelector('svg, [role="table"]') !== null || /\\d/.test(box.textContent || '');
  };
  window.__redrawn = undefined;
  window.__start = undefined;
  document.addEventListener('keydown', (e) => { if (e.key === 'Enter') window.__start ??= performance.now(); }, { capture: true, once: true });
  document.addEventListener('pointerdown', () => { window.__start ??= performance.now(); }, { capture: true, once: true });
  const check = () => {
    const changed = boxes().filter((b) => b.getAttribute('data-request') !== before.get(b));
    if (window.__start !== undefined && changed.length >= ${affected} &&
        changed.every((b) => b.getAttribute('data-status') === 'success' && drawn(b))) {
      window.__redrawn = performance.now() - window.__start;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

async function timed(page: Page, affected: number, act: () => Promise<void>): Promise<number> {
  await page.evaluate(watchRedraw(affected));
  await act();
  const done = await page.waitForFunction(
    () => (globalThis as { __redrawn?: number }).__redrawn,
    undefined,
    { timeout: 60_000 },
  );
  return (await done.jsonValue()) as number;
}

/** Clicks along the source chart's bars until one sets the linkage (its tag appears). */
async function clickBar(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('canvas-chart-chart0').boundingBox();
  if (!box) throw new Error('no source chart');
  // Just above the axis, where every bar but a tiny one is.
  for (let f = 0.15; f < 0.9; f += 0.05) {
    const at = { x: box.x + box.width * f, y: box.y + box.height * 0.72 };
    await page.mouse.click(at.x, at.y);
    const tag = page.getByTestId('linkage-source-chart0');
    if (await tag.isVisible({ timeout: 300 }).catch(() => false)) return at;
  }
  await page.screenshot({ path: join(tmpdir(), 'tessera-interact-bench-miss.png') });
  throw new Error(
    'no bar of the source chart could be clicked (see tessera-interact-bench-miss.png)',
  );
}

export async function runInteractBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-interact-bench-'));
  const browser = await launchChromium();
  const server = await startBenchServer({ TESSERA_WEB_DIR: WEB_DIR }, { dataDir });
  try {
    const { panelId, count } = await makeDashboard(server);
    const categories = (
      await server.post<(string | number)[]>('/dataset/field/multFieldValues', {
        fieldIds: [(await demoFields(server, panelId)).fieldId],
        limit: 6,
      })
    ).data.map(String);
    const context = await signedInContext(browser, server.base, server.token);
    const page = await context.newPage();
    await page.goto(`${server.base}/#/preview/${panelId}`);
    const answered = page.locator('[data-testid^="canvas-chart-"][data-status="success"]');
    await answered.nth(count - 1).waitFor({ timeout: 120_000 });
    const search = page.getByTestId('filter-text-search').getByRole('searchbox');
    const cold: number[] = [];
    const warm: number[] = [];
    for (let round = 0; round < ROUNDS + 1; round++) {
      for (const category of categories) {
        await search.fill(category);
        const ms = await timed(page, count, () => search.press('Enter'));
        (round === 0 ? cold : warm).push(ms);
      }
    }
    await search.fill('');
    await timed(page, count, () => search.press('Enter'));

    // Find a bar (not timed), clear what it set, then time clicks on it: each one sets the
    // linkage or, on the same bar again, clears it.
    const at = await clickBar(page);
    await timed(page, count - 1, () => page.mouse.click(at.x, at.y));
    const linkage: number[] = [];
    for (let i = 0; i < 6; i++)
      linkage.push(await timed(page, count - 1, () => page.mouse.click(at.x, at.y)));

    const ms = (n: number) => Math.round(n);
    const line = (name: string, s: number[]) =>
      console.log(
        `${name}: median ${ms(median(s))} ms, p95 ${ms(p95(s))} ms (${s.length} changes)`,
      );
    console.log(
      `charts: ${count} on one dashboard, 1M-row demo; categories: ${categories.join(', ')}`,
    );
    line('filter, first time (server asked afresh)', cold);
    line('filter, again (caches warm)', warm);
    line('linkage click and clear', linkage);
    console.log(`linkage_ms: ${ms(median(linkage))}`);
    console.log(`filter_ms: ${ms(median(warm))}`);
    await context.close();
  } finally {
    await server.close();
    await browser.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
