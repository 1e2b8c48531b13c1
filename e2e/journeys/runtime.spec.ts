import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  chartsDrawn,
  collectConsoleErrors,
  screenshotPath,
  settle,
  signIn,
} from './helpers';
import { DEMO_NAMES } from './demoNames';
import { watchChartAnswers } from './chartAnswers';
import { chartBox, idOf, interact, requestTags } from './analysisDashboard';

// Issue 19: one dashboard runtime. The demo "Sales trends and drill-down" dashboard behaves the same on the
// dashboards page, in the editor's preview, at #/preview/{id} and in full screen — a widget
// filters (a data call with its condition, a changed chart), a pie slice filters its linked
// charts, a province bar drills to its cities — and moving between the four places keeps what
// was applied (preview → full screen → Esc included). Then both demo dashboards at five widths,
// from 1,920 px down to a phone's 390 px (stacked). Own server, small demo table.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000, viewport: { width: 1366, height: 960 } });

// The demo objects as an English reader sees them (issue 19, part 6).
const ANALYSIS = DEMO_NAMES.en.analysis;
const OVERVIEW = DEMO_NAMES.en.overview;
const CHART = { provinces: DEMO_NAMES.en.provinces, pie: DEMO_NAMES.en.pie } as const;

/** On arrival: the widget value, the linkage tag, the drill crumbs and every request as left. */
async function expectCarried(
  page: Page,
  root: Locator,
  left: { tags: Record<string, string | undefined>; quantity: string },
  ids: { pieId: string; provincesId: string },
) {
  await chartsDrawn(page, 4);
  // The select shows the value chosen there (its own text, the title being outside it).
  await expect(root.locator('[data-widget="numberSelect"] .ant-select')).toHaveText(left.quantity);
  await expect(root.getByTestId(`linkage-source-${ids.pieId}`)).toBeVisible();
  await expect(root.getByTestId(`drill-crumbs-${ids.provincesId}`)).toBeVisible();
  expect(await requestTags(root)).toEqual(left.tags);
}

test('one runtime: filter, linkage and drill on the page, in the editor preview, the preview and full screen, kept between them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  const charts = watchChartAnswers(page);
  await page.goto('/#/login');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('panel-name')).toHaveText(OVERVIEW, { timeout: 60_000 });
  await page.getByTestId(`panel-node-${ANALYSIS}`).click();
  await expect(page.getByTestId('panel-name')).toHaveText(ANALYSIS);
  const panelId = new URL(page.url().replace('#/', '')).searchParams.get('id')!;
  const view = page.getByTestId('panel-view');
  await chartsDrawn(page, 4);

  const left = async (quantity: string) => ({ tags: await requestTags(view), quantity });

  // 1. The dashboards page.
  const ids = await interact(page, view, charts, '1');
  let state = await left('1');
  await settle(page);
  await page.screenshot({ path: screenshotPath('runtime-page') });

  // 2. The editor's preview (Ctrl+P): the page's state arrives, and the widgets filter there.
  await page.getByTestId('panel-edit').click();
  await expect(page.getByTestId('panel-editor')).toBeVisible();
  await page.getByTestId('editor-preview').click();
  const overlay = page.getByTestId('editor-preview-overlay');
  await expect(overlay).toBeVisible();
  await expectCarried(page, overlay, state, ids);
  await interact(page, overlay, charts, '2');
  state = { tags: await requestTags(overlay), quantity: '2' };
  await settle(page);
  await page.screenshot({ path: screenshotPath('runtime-editor-preview') });
  await page.getByTestId('editor-preview-close').click();

  // 3. #/preview/{id} (the same tab: an in-page navigation, as a link would be).
  await page.evaluate((id) => (window.location.hash = `#/preview/${id}`), panelId);
  await expect(page.getByTestId('panel-preview-page')).toBeVisible();
  await expectCarried(page, view, state, ids);
  await interact(page, view, charts, '3');
  state = await left('3');

  // 4. Full screen from the preview: the state goes along; a new one is made there.
  await page.getByTestId('panel-preview-fullscreen').click();
  await expect(page.getByTestId('panel-fullscreen-page')).toBeVisible();
  await expectCarried(page, view, state, ids);
  await interact(page, view, charts, '4');
  state = await left('4');
  await settle(page);
  await page.screenshot({ path: screenshotPath('runtime-fullscreen') });

  // Esc: back in the preview with what full screen applied.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('panel-preview-page')).toBeVisible();
  await expectCarried(page, view, state, ids);
  expect(errors).toEqual([]);
});

const WIDTHS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 800, height: 1000 },
  { width: 390, height: 844 },
] as const;

test('both demo dashboards at 1920, 1280, 1024, 800 and 390 px; a phone arrangement', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/#/login');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('panel-name')).toHaveText(OVERVIEW, { timeout: 60_000 });
  // The first dashboard opens without its id in the address; picking it names it there.
  await page.getByTestId(`panel-node-${OVERVIEW}`).click();
  await expect(page).toHaveURL(/[?&]id=/);
  const overviewId = new URL(page.url().replace('#/', '')).searchParams.get('id')!;
  await page.getByTestId(`panel-node-${ANALYSIS}`).click();
  await expect(page.getByTestId('panel-name')).toHaveText(ANALYSIS);
  const analysisId = new URL(page.url().replace('#/', '')).searchParams.get('id')!;

  for (const [name, title, id, charts] of [
    ['overview', OVERVIEW, overviewId, 8],
    ['analysis', ANALYSIS, analysisId, 4],
  ] as const) {
    for (const size of WIDTHS) {
      await test.step(`${name} at ${size.width} px`, async () => {
        await page.setViewportSize(size);
        await page.evaluate((panel) => (window.location.hash = `#/panel/index?id=${panel}`), id);
        await expect(page.getByTestId('panel-name')).toHaveText(title);
        const phone = size.width < 768;
        await chartsDrawn(page, phone ? 1 : charts);
        // The layout follows the box: stacked below 768 px, else the canvas fitted to the width.
        const view = page.getByTestId('panel-view');
        const box = await view.evaluate((element) => element.clientWidth);
        await expect(view).toHaveAttribute('data-layout', box < 768 ? 'stack' : /^(stage|items)$/);
        if (phone) await expect(view).toHaveAttribute('data-layout', 'stack');
        // Beside the dashboard only on wide windows; else behind a button.
        await expect(page.getByTestId('panel-tree-open')).toHaveCount(size.width < 1280 ? 1 : 0);
        await settle(page);
        await page.screenshot({ path: screenshotPath(`runtime-${name}-${size.width}`) });
      });
    }
  }
  await test.step('a phone arrangement made in the editor, shown at 390 px', async () => {
    await page.setViewportSize({ width: 1366, height: 960 });
    await page.evaluate(
      (panel) => (window.location.hash = `#/panel/index?id=${panel}`),
      analysisId,
    );
    await expect(page.getByTestId('panel-name')).toHaveText(ANALYSIS);
    const view = page.getByTestId('panel-view');
    await chartsDrawn(page, 4);
    const cities = await idOf(chartBox(view, DEMO_NAMES.en.cities), 'canvas-chart-');
    const provinces = await idOf(chartBox(view, CHART.provinces), 'canvas-chart-');
    const title = await view
      .locator('[data-component-type="text"]')
      .getAttribute('data-component-id');

    await page.getByTestId('panel-edit').click();
    await page.getByTestId('editor-phone').click();
    const drawer = page.getByTestId('editor-phone-drawer');
    await expect(drawer.getByTestId('editor-phone-auto')).toBeVisible();
    // Automatic: … title, provinces, trend, pie, cities. The top cities go up above the provinces.
    for (let i = 0; i < 3; i++) await drawer.getByTestId(`editor-phone-up-${cities}`).click();
    await drawer.getByTestId(`editor-phone-hide-${title}`).click();
    const rows = drawer.locator('[data-testid^="editor-phone-row-"]');
    const order = await rows.evaluateAll((list) => list.map((r) => r.getAttribute('data-testid')));
    expect(order.indexOf(`editor-phone-row-${cities}`)).toBe(
      order.indexOf(`editor-phone-row-${provinces}`) - 1,
    );
    await settle(page);
    await page.screenshot({ path: screenshotPath('runtime-phone-editor') });
    await drawer.locator('.ant-drawer-close').click();
    await page.getByTestId('editor-save').click();
    await expect(page.getByTestId('editor-unsaved')).toHaveCount(0);
    await page.getByTestId('editor-back').click();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(view).toHaveAttribute('data-layout', 'stack');
    const stacked = await page
      .getByTestId('panel-stack')
      .locator(':scope > .canvas-item')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-component-id')));
    expect(stacked).not.toContain(title);
    expect(stacked.indexOf(cities)).toBe(stacked.indexOf(provinces) - 1);
    await chartsDrawn(page, 4);
    await page.locator(`[data-component-id="${cities}"]`).scrollIntoViewIfNeeded();
    await settle(page);
    await page.screenshot({ path: screenshotPath('runtime-phone-arranged-390') });
  });

  // The tree on a phone: behind its button.
  await page.getByTestId('panel-tree-open').click();
  await expect(page.getByTestId(`panel-node-${OVERVIEW}`)).toBeVisible();
  await settle(page);
  await page.screenshot({ path: screenshotPath('runtime-tree-390') });
  expect(errors).toEqual([]);
});
