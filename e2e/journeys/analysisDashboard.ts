import { expect, test, type Locator, type Page } from '@playwright/test';
import { chartsDrawn } from './helpers';
import { DEMO_NAMES } from './demoNames';
import type { ChartAnswers } from './chartAnswers';

// The demo "Sales trends and drill-down" dashboard as the journeys drive it: a widget filters,
// a pie slice filters its linked charts, a province bar drills to its cities (issue 19). The
// runtime journey does it in four places, the share journey through a link (issue 23).

const CHART = { provinces: DEMO_NAMES.en.provinces, pie: DEMO_NAMES.en.pie } as const;

export const chartBox = (root: Locator | Page, title: string) =>
  root.locator('[data-testid^="canvas-chart-"][data-status]').filter({ hasText: title });
export const idOf = async (element: Locator, prefix: string) =>
  ((await element.getAttribute('data-testid')) ?? '').slice(prefix.length);

/** Every chart's request tag in a view (data-request): what each chart is asked with. */
export const requestTags = (root: Locator) =>
  root
    .locator('[data-testid^="canvas-chart-"][data-status]')
    .evaluateAll((boxes) =>
      Object.fromEntries(boxes.map((b) => [b.getAttribute('data-testid'), b.dataset.request])),
    );

/** The first run of coloured pixels across a chart's canvas at `row` of its height. */
export async function firstBar(chart: Locator, row = 0.6) {
  const canvas = chart.locator('canvas').first();
  let spot: { x: number; y: number } | null = null;
  await expect
    .poll(
      async () => {
        spot = await canvas.evaluate((element: HTMLCanvasElement, at: number) => {
          const context = element.getContext('2d');
          if (!context) return null;
          const y = Math.round(element.height * at);
          const pixels = context.getImageData(0, y, element.width, 1).data;
          const coloured = (x: number) => {
            const [r, g, b] = [pixels[4 * x]!, pixels[4 * x + 1]!, pixels[4 * x + 2]!];
            return Math.max(r, g, b) - Math.min(r, g, b) > 60;
          };
          const start = Array.from({ length: element.width }, (_, x) => x).find(coloured);
          if (start === undefined) return null;
          let end = start;
          while (end + 1 < element.width && coloured(end + 1)) end += 1;
          // Canvas pixels → the element's on-screen box (a scaled canvas included).
          const scale = element.getBoundingClientRect().width / element.width;
          return { x: ((start + end) / 2) * scale, y: y * scale };
        }, row);
        return spot;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return { canvas, position: spot! as { x: number; y: number } };
}

/** A click right of the pie's centre, inside whichever slice covers three o'clock. */
export async function clickPieRight(chart: Locator) {
  const canvas = chart.locator('canvas').first();
  const box = (await canvas.boundingBox())!;
  const radius = 0.4 * Math.min(box.width, box.height);
  await canvas.click({ position: { x: box.width / 2 + radius / 2, y: box.height / 2 } });
}

/**
 * Filter, linkage and drill on the analysis dashboard shown in `root`, each checked by the call
 * it sends and the chart it changes. What an earlier place left applied is taken off first
 * (that it was still applied is checked on arrival).
 */
export async function interact(page: Page, root: Locator, charts: ChartAnswers, quantity: string) {
  const pie = chartBox(root, CHART.pie);
  const provinces = chartBox(root, CHART.provinces);
  const pieId = await idOf(pie, 'canvas-chart-');
  const provincesId = await idOf(provinces, 'canvas-chart-');
  const tag = root.getByTestId(`linkage-source-${pieId}`);
  if (await tag.count()) await tag.locator('.ant-tag-close-icon').click();
  const all = root.getByTestId(`drill-crumb-${provincesId}-0`);
  if (await all.count()) await all.click();
  await chartsDrawn(page, 4);

  await test.step(`a widget filters: quantity ${quantity}`, async () => {
    const select = root.locator('[data-widget="numberSelect"]');
    const widgetId = await idOf(select, 'canvas-filter-');
    const before = charts.last(CHART.provinces)?.data;
    const mark = charts.answerMark();
    await select.locator('.ant-select').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${quantity}$`) })
      .click();
    // (No Esc to close the list: a single select closes on a pick, and Esc leaves a preview.)
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await root.locator('[data-widget="confirmButton"]').getByRole('button').click();
    await expect
      .poll(() =>
        charts
          .since(mark, CHART.provinces)
          .some((a) =>
            a.body.filter.some(
              (c) => c.componentId === widgetId && c.value[0] === Number(quantity),
            ),
          ),
      )
      .toBe(true);
    await chartsDrawn(page, 4);
    expect(charts.last(CHART.provinces)!.data, 'the provinces drew that quantity only').not.toBe(
      before,
    );
  });

  await test.step('a pie slice filters its linked charts', async () => {
    const before = charts.last(CHART.provinces)!.data;
    const mark = charts.answerMark();
    await clickPieRight(pie);
    await expect(tag).toBeVisible();
    await expect
      .poll(() => charts.since(mark, CHART.provinces).some((a) => a.body.linkageFilters.length > 0))
      .toBe(true);
    await chartsDrawn(page, 4);
    expect(charts.last(CHART.provinces)!.data).not.toBe(before);
  });

  await test.step('a province bar drills to its cities', async () => {
    const mark = charts.answerMark();
    const { canvas, position } = await firstBar(provinces);
    await canvas.click({ position });
    await page.getByTestId('point-menu-drill').click();
    await expect(root.getByTestId(`drill-crumbs-${provincesId}`)).toBeVisible();
    await expect
      .poll(() => charts.since(mark, CHART.provinces).some((a) => a.body.drill.length === 1))
      .toBe(true);
    await chartsDrawn(page, 4);
    const cities = (JSON.parse(charts.last(CHART.provinces)!.data) as { x: string[] }).x;
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.every((city) => city.endsWith('市'))).toBe(true);
  });
  return { pieId, provincesId };
}
