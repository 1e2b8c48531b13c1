import { expect, test, type Browser, type Page } from '@playwright/test';
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
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { chartBox, idOf, interact } from './analysisDashboard';

// Issue 23: share by link behind a 4-digit PIN. The owner shares the demo analysis dashboard
// with a PIN of their own choosing; a visitor in a fresh browser (no session) types a wrong PIN
// (SPEC §8 "wrong share password"), the right one, and filters, links and drills through the
// link's own calls; the owner sees the wrong try; the owner switches the link off and the
// visitor's next click says the link is closed; on a phone, a link copied with its PIN opens
// at once, in Chinese. Own server, small demo table.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000, viewport: { width: 1366, height: 960 } });

const ANALYSIS = DEMO_NAMES.en.analysis;
const PIN = '2468';

async function openAnalysis(page: Page) {
  await page.goto('/#/login');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('panel-name')).toHaveText(DEMO_NAMES.en.overview, {
    timeout: 60_000,
  });
  await page.getByTestId(`panel-node-${ANALYSIS}`).click();
  await expect(page.getByTestId('panel-name')).toHaveText(ANALYSIS);
}

async function openShareDialog(page: Page) {
  await page.getByTestId('panel-share').click();
  await expect(page.getByTestId('share-form')).toBeVisible();
}

/** Types four digits into antd's one-box-per-digit input. */
async function typeDigits(page: Page, testId: string, digits: string) {
  await page.getByTestId(testId).locator('input').first().click();
  await page.keyboard.type(digits);
}

/** A browser with nothing of the owner's: no cookie, no storage. */
async function visitor(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 960 },
    ...options,
  });
  const page = await context.newPage();
  return { context, page, errors: collectConsoleErrors(page) };
}

/**
 * What the owner's dialog and the visitor's refusals leave in a console: the wrong PIN's 400
 * and the refused calls after the link was switched off are the point of those steps.
 */
const expectedRefusals = (errors: string[]) =>
  errors.filter((e) => !/status of (400|401|404)/.test(e) || !/\/api\/link\//.test(e));

let linkUrl = '';

test('the owner shares a dashboard behind a PIN of their own', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openAnalysis(page);
  await openShareDialog(page);
  // Made on first ask, switched on, no PIN asked yet.
  await expect(page.getByTestId('share-switch')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('share-pin')).toHaveCount(0);
  linkUrl = await page.getByTestId('share-url').inputValue();
  expect(linkUrl).toMatch(/#\/link\/[A-Za-z0-9_-]{22}$/);

  await page.getByTestId('share-pwd-switch').click();
  await expect(page.getByTestId('share-pin')).toHaveText(/^\d{4}$/);
  await typeDigits(page, 'share-own-pin', PIN);
  await page.getByTestId('share-own-pin-save').click();
  await expect(page.getByTestId('share-pin')).toHaveText(PIN);
  await expect(page.getByTestId('share-qr').locator('canvas, svg')).toHaveCount(1);
  // Visitors may export: the charts' data and the dashboard.
  await page.getByTestId('share-export-switch').click();
  await expect(page.getByTestId('share-export-switch')).toHaveAttribute('aria-checked', 'true');
  await settle(page);
  await page.screenshot({ path: screenshotPath('share-dialog-en') });
  expect(errors).toEqual([]);
});

test('a visitor: wrong PIN, right PIN, then widgets, linkage and drill through the link; switched off, the next click says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const guest = await visitor(browser);
  const charts = watchChartAnswers(guest.page);
  await guest.page.goto(linkUrl);
  await expect(guest.page.getByTestId('link-pin-page')).toBeVisible();
  await typeDigits(guest.page, 'link-pin-input', '1111');
  await guest.page.getByTestId('link-pin-confirm').click();
  await expect(guest.page.getByTestId('link-pin-error')).toHaveText('Wrong share password');
  await settle(guest.page);
  await guest.page.screenshot({ path: screenshotPath('link-pin-wrong-en') });

  await typeDigits(guest.page, 'link-pin-input', PIN);
  await guest.page.getByTestId('link-pin-confirm').click();
  const dashboard = guest.page.getByTestId('link-dashboard');
  await expect(dashboard.getByTestId('panel-name')).toHaveText(ANALYSIS);
  await chartsDrawn(guest.page, 4);
  // Every chart came through the link's own call, none through a signed-in user's.
  expect(charts.answers.length).toBeGreaterThanOrEqual(4);
  await interact(guest.page, dashboard, charts, '1');
  await settle(guest.page);
  await guest.page.screenshot({ path: screenshotPath('link-dashboard-en') });

  // The drilled provinces chart (Guangdong's cities, quantity 1) exported to Excel through the
  // link: the file holds what the chart shows.
  const provinces = chartBox(dashboard, DEMO_NAMES.en.provinces);
  const componentId = await idOf(provinces, 'canvas-chart-');
  await provinces.hover();
  const excel = guest.page.waitForEvent('download', { timeout: 60_000 });
  await dashboard.getByTestId(`chart-export-${componentId}`).click();
  await guest.page.getByTestId(`chart-export-xlsx-${componentId}`).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await excel).path());
  const sheet = book.worksheets[0]!;
  const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
  const shown = (JSON.parse(charts.last(DEMO_NAMES.en.provinces)!.data) as { x: string[] }).x;
  const cities = rows.slice(1).map((row) => row[1]);
  expect(cities.slice(0, shown.length)).toEqual(shown);
  expect(cities.length).toBeGreaterThan(0);

  // And the dashboard itself, as a picture.
  const picture = guest.page.waitForEvent('download', { timeout: 60_000 });
  await guest.page.getByTestId('dashboard-export').click();
  await guest.page.getByTestId('dashboard-export-png').dispatchEvent('click');
  const png = readFileSync(await (await picture).path());
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.length).toBeGreaterThan(50_000);

  // The owner sees the wrong try, and switches the link off.
  await openAnalysis(page);
  await openShareDialog(page);
  await expect(page.getByTestId('share-failed-attempts')).toContainText('1 wrong password');
  await page.getByTestId('share-switch').click();
  await expect(page.getByTestId('share-off-hint')).toBeVisible();

  // The visitor's next click (another quantity, applied) asks the server, is refused, and the
  // page says why.
  await dashboard.locator('[data-widget="numberSelect"] .ant-select').click();
  await guest.page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^2$/ })
    .click();
  await dashboard.locator('[data-widget="confirmButton"]').getByRole('button').click();
  await expect(guest.page.getByTestId('link-closed')).toBeVisible();
  await expect(guest.page.getByTestId('link-closed')).toContainText('This link has been closed');
  await guest.page.screenshot({ path: screenshotPath('link-closed-en') });

  // On again for the phone: the same link opens again.
  await page.getByTestId('share-switch').click();
  await expect(page.getByTestId('share-url')).toHaveValue(linkUrl);
  expect(expectedRefusals(guest.errors)).toEqual([]);
  await guest.context.close();
});

test('on a phone, a link copied with its PIN opens at once, in Chinese', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAnalysis(page);
  await openShareDialog(page);
  await page.getByTestId('share-copy-with-pin').click();
  const withPin = await page.evaluate(() => navigator.clipboard.readText());
  expect(withPin).toBe(`${linkUrl}?pwd=${PIN}`);

  const phone = await visitor(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
  await phone.page.goto(withPin);
  const dashboard = phone.page.getByTestId('link-dashboard');
  await expect(dashboard.getByTestId('panel-name')).toHaveText(ANALYSIS);
  // The PIN has left the address once read.
  await expect(phone.page).not.toHaveURL(/pwd=/);
  await expect(dashboard.getByTestId('panel-stack')).toBeVisible();
  await phone.page.getByTestId('lang-switch').click();
  await phone.page.getByTestId('lang-option-zh-CN').click();
  await expect(dashboard.getByTestId('panel-name')).toHaveText(DEMO_NAMES['zh-CN'].analysis);
  await chartsDrawn(phone.page, 4);
  await settle(phone.page);
  await phone.page.screenshot({ path: screenshotPath('link-dashboard-390-zh-CN') });

  // A second phone without the PIN: the PIN page, in the reader's language.
  const bare = await visitor(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
  await bare.page.goto(linkUrl);
  await expect(bare.page.getByTestId('link-pin-page')).toBeVisible();
  await bare.page.getByTestId('lang-switch').click();
  await bare.page.getByTestId('lang-option-zh-CN').click();
  await expect(bare.page.getByTestId('link-pin-page')).toContainText('请输入分享密码');
  await settle(bare.page);
  await bare.page.screenshot({ path: screenshotPath('link-pin-390-zh-CN') });
  expect(phone.errors).toEqual([]);
  expect(bare.errors).toEqual([]);
  await phone.context.close();
  await bare.context.close();
});
