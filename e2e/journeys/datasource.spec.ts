import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import {
  ADMIN,
  collectConsoleErrors,
  drawerOpen,
  screenshotPath,
  settle,
  signIn,
  switchLanguage,
} from './helpers';
import { DEMO_NAMES } from './demoNames';

// A throwaway PostgreSQL database with one table the journey adds as a data source and browses.
// The services of the test machines (DESIGN §8): PostgreSQL on 127.0.0.1:5432, user postgres, trust.
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' } as const;
const DATABASE = `tessera_e2e_${randomBytes(4).toString('hex')}`;
const SOURCE_NAME = 'E2E orders';

// This journey has a server of its own (playwright.config.ts), started fresh with the
// administrator password below.
test.describe.configure({ mode: 'serial' });

async function withClient<T>(database: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ ...PG, database });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  await withClient('postgres', (client) => client.query(`CREATE DATABASE ${DATABASE}`));
  await withClient(DATABASE, async (client) => {
    await client.query(
      'CREATE TABLE orders (id int PRIMARY KEY, order_date date, region text, amount numeric(12,2))',
    );
    await client.query(
      `INSERT INTO orders VALUES
         (1, '2026-01-05', 'North', 120.50),
         (2, '2026-01-06', 'South', 75.00),
         (3, '2026-02-11', 'East', 310.25)`,
    );
  });
});

test.afterAll(async () => {
  // FORCE ends the connections the server's pool may still hold.
  await withClient('postgres', (client) =>
    client.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`),
  );
});

/** A row of the list, found by the source's name. */
const row = (page: Page, name: string) => page.getByTestId(`ds-row-${name}`);

test('an admin adds a PostgreSQL source, tests it, browses its tables and deletes it', async ({
  page,
}) => {
  // Three languages, each a page load: a minute is tight on a busy 2-core machine.
  test.setTimeout(120_000);
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/#/login');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('topbar')).toBeVisible();
  // An English browser; an account language saved earlier would win over it.
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await switchLanguage(page, 'en');

  // The data sources menu: the built-in demo warehouse is already there.
  await page.getByTestId('top-menu-datasource').click();
  await expect(page).toHaveURL(/#\/datasource\/index$/);
  await expect(page.getByTestId('datasource-title')).toHaveText('Data sources');
  const demo = row(page, 'Demo warehouse');
  await expect(demo).toBeVisible();
  await expect(demo).toContainText('DuckDB (embedded)');
  await expect(demo).toContainText('Built-in');
  await expect(demo.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await settle(page);
  await page.screenshot({ path: screenshotPath('datasource-list-initial') });

  // Add: the type comes first, then the form with the type's default port.
  await page.getByTestId('ds-add').click();
  await expect(page.getByTestId('ds-type-picker')).toBeVisible();
  await drawerOpen(page);
  await page.screenshot({ path: screenshotPath('datasource-type-picker') });
  await page.getByTestId('ds-type-postgresql').click();
  await expect(page.getByTestId('ds-form-port')).toHaveValue('5432');
  await page.getByTestId('ds-form-name').fill(SOURCE_NAME);
  await page.getByTestId('ds-form-desc').fill('Throwaway database of the e2e journey');
  await page.getByTestId('ds-form-host').fill('127.0.0.1');
  await page.getByTestId('ds-form-database').fill(DATABASE);
  await page.getByTestId('ds-form-username').fill('postgres');

  // Test before saving: success with the elapsed time.
  await page.getByTestId('ds-form-test').click();
  await expect(page.getByTestId('ds-test-ok')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('ds-test-ok')).toContainText(/Connection succeeded in \d+ ms/);
  await page.screenshot({ path: screenshotPath('datasource-form') });

  await page.getByTestId('ds-form-save').click();
  await expect(page.getByText('Data source added')).toBeVisible();
  const source = row(page, SOURCE_NAME);
  await expect(source).toBeVisible();
  await expect(source).toContainText(`127.0.0.1:5432/${DATABASE}`);
  await expect(source).toContainText('PostgreSQL');

  // Testing the stored source refreshes its status badge.
  await source.getByRole('button', { name: 'Test' }).click();
  await expect(page.getByText(/Connected in \d+ ms/)).toBeVisible({ timeout: 15_000 });
  await expect(source.locator('[data-status]')).toHaveAttribute('data-status', 'ok');
  await expect(source).toContainText('Connected');
  await settle(page);
  await page.screenshot({ path: screenshotPath('datasource-list-en') });

  // Search narrows the list; a search with no result says so.
  await page.getByTestId('ds-search').fill('e2e');
  await expect(row(page, 'Demo warehouse')).toHaveCount(0);
  await expect(row(page, SOURCE_NAME)).toBeVisible();
  await page.getByTestId('ds-search').fill('no such source');
  await expect(page.getByTestId('ds-no-match')).toBeVisible();
  await page.getByTestId('ds-search').fill('');
  await expect(row(page, 'Demo warehouse')).toBeVisible();
  // The type filter: only PostgreSQL sources.
  await page.locator('.ds-toolbar__type').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'PostgreSQL' }).click();
  await expect(row(page, 'Demo warehouse')).toHaveCount(0);
  await expect(row(page, SOURCE_NAME)).toBeVisible();
  await page.locator('.ds-toolbar__type').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'DuckDB' }).click();
  await expect(row(page, SOURCE_NAME)).toHaveCount(0);
  await expect(row(page, 'Demo warehouse')).toBeVisible();
  await page.locator('.ds-toolbar__type').hover();
  await page.locator('.ds-toolbar__type .ant-select-clear').click();
  await expect(row(page, SOURCE_NAME)).toBeVisible();

  // Browse the tables: orders, with its columns typed as text, time and number.
  await row(page, SOURCE_NAME).getByRole('button', { name: 'Tables' }).click();
  await expect(page.getByTestId('table-browser')).toBeVisible();
  await expect(page.getByTestId('browser-title')).toHaveText(SOURCE_NAME);
  await expect(page.getByTestId('browser-schema-public')).toBeVisible();
  await page.getByTestId('browser-table-orders').click();
  await expect(page).toHaveURL(/table=orders/);
  await expect(page.getByTestId('browser-columns-title')).toHaveText('orders');
  const expected = [
    ['id', 'Number', 'integer'],
    ['order_date', 'Time', 'date'],
    ['region', 'Text', 'text'],
    ['amount', 'Number', 'numeric'],
  ] as const;
  for (const [column, deType, native] of expected) {
    const line = page.getByTestId(`column-${column}`);
    await expect(line.locator('.ds-detype')).toHaveText(deType);
    await expect(line).toContainText(native);
  }
  await settle(page);
  await page.screenshot({ path: screenshotPath('datasource-tables') });

  // A reload keeps the table open (it lives in the URL).
  await page.reload();
  await expect(page.getByTestId('column-order_date').locator('.ds-detype')).toHaveText('Time');

  // The demo warehouse is browsable too.
  await page.getByTestId('browser-back').click();
  await row(page, 'Demo warehouse').getByRole('button', { name: 'Tables' }).click();
  await expect(page.getByTestId('browser-title')).toHaveText('Demo warehouse');
  await page.locator('.ds-browser__table').first().click({ timeout: 15_000 });
  await expect(page.locator('.ds-detype').first()).toBeVisible({ timeout: 15_000 });
  await settle(page);
  await page.screenshot({ path: screenshotPath('datasource-tables-demo') });

  // The list in the other two languages.
  await page.getByTestId('browser-back').click();
  const languages = [
    ['zh-TW', '資料來源', '連線正常'],
    ['zh-CN', '数据源', '连接正常'],
  ] as const;
  for (const [language, title, ok] of languages) {
    await switchLanguage(page, language);
    await expect(page.getByTestId('datasource-title')).toHaveText(title);
    await expect(row(page, SOURCE_NAME)).toContainText(ok);
    // The demo warehouse is named in the reader's language (issue 19).
    await expect(row(page, DEMO_NAMES[language].warehouse)).toBeVisible();
    await settle(page);
    await page.screenshot({ path: screenshotPath(`datasource-list-${language}`) });
  }

  // Delete, after a confirmation; the row disappears.
  await row(page, SOURCE_NAME).getByRole('button', { name: '删除' }).click();
  await page.getByTestId('ds-delete-confirm').click();
  await expect(page.getByText(`数据源“${SOURCE_NAME}”已删除`)).toBeVisible();
  await expect(row(page, SOURCE_NAME)).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});
