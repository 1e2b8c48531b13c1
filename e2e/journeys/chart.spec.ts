import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  collectConsoleErrors,
  screenshotPath,
  settle,
  signIn,
  switchLanguage,
  LANGUAGE_PASS,
} from './helpers';
import { DEMO_NAMES, type Language } from './demoNames';

// The charts page (issue 8): a bar chart and a map built through the editor from the demo
// dataset, and a gallery of the demo charts (every one of the 17 types) with real data. This
// journey has a server of its own (playwright.config.ts) which seeds the 1M-row demo and the demo
// charts on first start.
test.describe.configure({ mode: 'serial' });

/** The demo dataset's fields as an English reader sees them (issue 19). */
const FIELD = DEMO_NAMES.en.field;

test.use({ actionTimeout: 20_000 });

/** The first start seeds a million rows; the first queries over them take a moment. */
const DATA_TIMEOUT = 60_000;

/** Signed in as the admin, in `language`, on the charts page. */
async function openCharts(page: Page, language: 'en' | 'zh-CN' | 'zh-TW' = 'en') {
  await page.goto('/#/login');
  await signIn(page, ADMIN.username, ADMIN.password);
  // The first start is still seeding the demo's million rows for a while.
  await expect(page.getByTestId('topbar')).toBeVisible({ timeout: DATA_TIMEOUT });
  if ((await page.locator('html').getAttribute('lang')) !== language) {
    await switchLanguage(page, language);
  }
  await page.goto('/#/chart/index');
  await expect(page.getByTestId('chart-tree-pane')).toBeVisible();
}

/** A node of the chart tree by its name. */
const node = (page: Page, name: string) => page.getByTestId(`chart-node-${name}`);

/**
 * The preview has drawn a chart: no "needs fields" hint, no spinner, no failure, and an ECharts
 * canvas, a table or (KPI cards) a number.
 */
async function previewDrawn(page: Page) {
  const preview = page.getByTestId('chart-preview');
  const body = preview.locator('.chart-preview__body');
  await expect(preview.getByTestId('chart-preview-needs')).toHaveCount(0);
  await expect(body.locator('canvas, [role="table"]').or(body.getByText(/\d/)).first()).toBeVisible(
    {
      timeout: DATA_TIMEOUT,
    },
  );
  await expect(body.locator('.ant-spin')).toHaveCount(0, { timeout: DATA_TIMEOUT });
  await expect(preview.getByRole('alert')).toHaveCount(0);
  return preview;
}

/** How many pixels of the preview's canvas are not blank (ECharts draws on a canvas). */
const paintedPixels = (canvas: Locator) =>
  canvas.evaluate((element) => {
    const c = element as HTMLCanvasElement;
    const ctx = c.getContext('2d');
    if (!ctx) return 0;
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4 * 7) if (data[i] !== 0) painted += 1;
    return painted;
  });

/** Opens a field well's "+" menu and adds the field named `field`. */
async function addToWell(page: Page, well: string, field: string) {
  await page.getByTestId(`chart-well-add-${well}`).click();
  await page.getByTestId(`chart-well-menu-${well}`).getByRole('menuitem', { name: field }).click();
}

/** "New chart" on the demo dataset with a type and a title; the editor opens on it. */
async function newChart(page: Page, type: string, typeLabel: string, title: string) {
  await page.getByTestId('chart-new').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('chart-create-dataset').click();
  await page
    .locator('.ant-select-tree-node-content-wrapper', { hasText: DEMO_NAMES.en.dataset })
    .click();
  // The type list is virtual (options further down are not in the page): walk it by keyboard.
  await dialog.getByTestId('chart-create-type').click();
  const active = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active',
  );
  for (let step = 0; step < 20; step += 1) {
    if ((await active.innerText()).trim() === typeLabel) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toHaveText(typeLabel);
  await page.keyboard.press('Enter');
  await dialog.getByTestId('chart-create-title').fill(title);
  await dialog.getByTestId('chart-create-ok').click();
  await expect(page).toHaveURL(/#\/chart\/index\?id=/);
  await expect(page.getByTestId('chart-title')).toHaveValue(title);
  await expect(page.getByTestId(`chart-type-${type}`)).toHaveAttribute('aria-checked', 'true');
}

test('a bar chart is built from the demo dataset through the editor, saved and kept', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const consoleErrors = collectConsoleErrors(page);
  await openCharts(page);
  await newChart(page, 'bar', 'Bar', 'Sales by province (e2e)');
  await expect(page.getByTestId('chart-preview-needs')).toBeVisible();

  // The dimension by drag and drop from the field list, the measure by the well's "+" menu.
  await page
    .getByTestId(`chart-field-${FIELD.province}`)
    .dragTo(page.getByTestId('chart-well-xaxis'));
  await expect(page.getByTestId('chart-well-item-xaxis-0')).toContainText(FIELD.province);
  await addToWell(page, 'yaxis', FIELD.sales);
  await expect(page.getByTestId('chart-well-item-yaxis-0')).toContainText(FIELD.sales);
  const preview = await previewDrawn(page);
  const canvas = preview.locator('canvas').first();
  await expect.poll(() => paintedPixels(canvas), { timeout: DATA_TIMEOUT }).toBeGreaterThan(500);

  // Aggregation and sort through the item's menu.
  await page.getByTestId('chart-well-item-yaxis-0').locator('.chart-well__caption').click();
  await page.getByRole('menuitem', { name: 'Sort' }).hover();
  await page.getByRole('menuitem', { name: 'Descending' }).click();
  await expect(page.getByTestId('chart-well-item-yaxis-0')).toContainText('↓');
  await previewDrawn(page);

  // A style change redraws the chart from the data already fetched.
  const before = await canvas.evaluate((c) => (c as HTMLCanvasElement).toDataURL());
  await page.getByRole('tab', { name: 'Style' }).click();
  const labelSwitch = page.getByRole('switch', { name: /label/i }).first();
  if (!(await labelSwitch.isVisible())) {
    await page.locator('.ant-collapse-header', { hasText: /label/i }).first().click();
  }
  await page.getByRole('switch', { name: /label/i }).first().click();
  await expect
    .poll(() => canvas.evaluate((c) => (c as HTMLCanvasElement).toDataURL()), {
      timeout: 10_000,
    })
    .not.toBe(before);

  await expect(page.getByTestId('chart-dirty')).toBeVisible();
  await page.getByTestId('chart-save').click();
  await expect(page.getByTestId('chart-dirty')).toHaveCount(0);
  await expect(node(page, 'Sales by province (e2e)')).toBeVisible();

  await page.reload();
  await expect(node(page, 'Sales by province (e2e)')).toBeVisible();
  await expect(page.getByTestId('chart-title')).toHaveValue('Sales by province (e2e)');
  await expect(page.getByTestId('chart-well-item-yaxis-0')).toContainText('↓');
  await previewDrawn(page);
  await settle(page);
  await page.screenshot({ path: screenshotPath('chart-editor') });
  expect(consoleErrors).toEqual([]);
});

test('a new line over the order date draws its days in order and says it stops at 100 of all of them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const consoleErrors = collectConsoleErrors(page);
  await openCharts(page);
  await newChart(page, 'line', 'Line', 'Daily sales (e2e)');
  // What the preview asked the server: the x values in the order the line draws them.
  const answered = page.waitForResponse(
    (r) => r.url().includes('/chart/view/previewData') && r.request().method() === 'POST',
    { timeout: DATA_TIMEOUT },
  );
  await addToWell(page, 'xaxis', FIELD.orderDate);
  await addToWell(page, 'yaxis', FIELD.sales);
  const preview = await previewDrawn(page);
  const body = (await (await answered).json()) as {
    data: { data: { x: string[]; cut?: string; rowLimit?: number; totalRows?: number } };
  };
  const { x, cut, rowLimit, totalRows } = body.data.data;
  expect(x).toHaveLength(100);
  expect(x).toEqual([...x].sort());
  expect({ cut, rowLimit }).toEqual({ cut: 'rows', rowLimit: 100 });
  expect(totalRows).toBeGreaterThan(100);
  const canvas = preview.locator('canvas').first();
  await expect.poll(() => paintedPixels(canvas), { timeout: DATA_TIMEOUT }).toBeGreaterThan(500);

  // The chart says so, and Change limit opens the row limit setting.
  const note = preview.getByTestId('chart-cut');
  await expect(note).toContainText(`100 of ${totalRows!.toLocaleString('en')} rows`);
  await page.getByRole('tab', { name: 'Style' }).click();
  await note.getByRole('button', { name: 'Change limit' }).click();
  const limit = page.getByRole('spinbutton', { name: 'Result rows' });
  await expect(limit).toBeFocused();
  await settle(page);
  await page.getByTestId('chart-editor').screenshot({ path: screenshotPath('chart-rows-cut') });
  await limit.fill(String(totalRows));
  await limit.press('Tab');
  await expect(note).toHaveCount(0, { timeout: DATA_TIMEOUT });
  await previewDrawn(page);
  await settle(page);
  await page.getByTestId('chart-editor').screenshot({ path: screenshotPath('chart-rows-all') });
  expect(consoleErrors).toEqual([]);
});

test('a map of China is built from the demo dataset and draws its provinces', async ({ page }) => {
  test.setTimeout(180_000);
  const consoleErrors = collectConsoleErrors(page);
  await openCharts(page);
  await newChart(page, 'map', 'Map', 'Sales map (e2e)');
  await addToWell(page, 'xaxis', FIELD.provinceCode);
  await addToWell(page, 'yaxis', FIELD.sales);
  await page.getByRole('tab', { name: 'Style' }).click();
  await page.locator('.ant-collapse-header', { hasText: 'Area' }).click();
  await expect(page.getByRole('combobox', { name: 'Map area' })).toBeVisible();
  await expect(page.getByTestId('chart-style-panels')).toContainText('China');

  const preview = await previewDrawn(page);
  const canvas = preview.locator('canvas').first();
  await expect(canvas).toBeVisible({ timeout: DATA_TIMEOUT });
  // The provinces' shapes are many thousands of painted pixels once the geo data has loaded.
  await expect.poll(() => paintedPixels(canvas), { timeout: DATA_TIMEOUT }).toBeGreaterThan(5_000);
  await page.getByTestId('chart-save').click();
  await expect(page.getByTestId('chart-dirty')).toHaveCount(0);
  await expect(node(page, 'Sales map (e2e)')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: screenshotPath('chart-map') });
  expect(consoleErrors).toEqual([]);
});

/** Opens each chart of the demo folder in turn; calls `each` with its type. */
async function eachDemoChart(
  page: Page,
  each: (type: string, name: string) => Promise<void>,
  language: Language = 'en',
) {
  // The demo folder is named in the reader's language (issue 19).
  const demo = DEMO_NAMES[language].folder;
  const folder = page.getByTestId('chart-tree').locator('.ant-tree-treenode', {
    has: page.getByTestId(`chart-node-${demo}`),
  });
  await node(page, demo).click();
  const tree = page.getByTestId('chart-tree');
  await expect.poll(() => tree.locator('.ant-tree-treenode').count()).toBeGreaterThan(10);
  await expect(folder).toHaveCount(1);
  const names = (await tree.locator('.chart-node__name').allInnerTexts()).filter(
    (name) => !/e2e/.test(name) && name !== demo,
  );
  for (const name of names) {
    await node(page, name).click();
    await expect(page.getByTestId('chart-title')).toHaveValue(name);
    const type = await page
      .locator('.chart-types__type[aria-checked="true"]')
      .getAttribute('data-testid');
    await previewDrawn(page);
    await each((type ?? '').replace('chart-type-', ''), name);
  }
}

test('every demo chart draws with real data (gallery, in English)', async ({ page }) => {
  test.setTimeout(300_000);
  const consoleErrors = collectConsoleErrors(page);
  await openCharts(page);
  const shot = new Set<string>();
  await eachDemoChart(page, async (type) => {
    const preview = page.getByTestId('chart-preview');
    const canvas = preview.locator('canvas');
    if ((await canvas.count()) > 0) {
      await expect
        .poll(() => paintedPixels(canvas.first()), { timeout: DATA_TIMEOUT })
        .toBeGreaterThan(300);
    }
    if (shot.has(type)) return;
    shot.add(type);
    await settle(page);
    await page
      .getByTestId('chart-editor')
      .screenshot({ path: screenshotPath(`chart-gallery-${type}`) });
  });
  expect([...shot].sort()).toHaveLength(17);
  expect(consoleErrors).toEqual([]);
});

for (const language of ['zh-CN', 'zh-TW'] as const) {
  test(`bar, pie and table demo charts draw in ${language}`, LANGUAGE_PASS, async ({ page }) => {
    test.setTimeout(180_000);
    const consoleErrors = collectConsoleErrors(page);
    await openCharts(page, language);
    const wanted = new Set(['bar', 'pie', 'table']);
    await eachDemoChart(
      page,
      async (type) => {
        if (!wanted.has(type)) return;
        wanted.delete(type);
        await settle(page);
        await page.screenshot({ path: screenshotPath(`chart-${language}-${type}`) });
      },
      language,
    );
    expect([...wanted]).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
