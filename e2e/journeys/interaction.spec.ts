import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN,
  chartsDrawn,
  collectConsoleErrors,
  screenshotPath,
  settle,
  signIn,
  switchLanguage,
  LANGUAGE_PASS,
} from './helpers';
import { DEMO_NAMES, type Language } from './demoNames';
import { watchChartAnswers, type ChartCallBody } from './chartAnswers';
import { chartBox, clickPieRight, firstBar } from './analysisDashboard';

// Dashboard interactions (issue 10) on the demo "销售精细分析" dashboard: each of the 12 filter
// widgets filters the charts once its confirm button is pressed (SPEC §2), the widgets speak the
// interface's language, the category pie filters its linked charts, the province bars drill to
// cities and back, and a top-city bar jumps to "销售概览" with the city applied. This journey has
// a server of its own (playwright.config.ts) with a small demo table, so charts answer quickly.
test.describe.configure({ mode: 'serial' });
// The whole demo canvas (1600×1000, scaled to the window's width) in view: no chart below the fold.
test.use({ actionTimeout: 20_000, viewport: { width: 1366, height: 960 } });

/** Demo names as an English reader sees them (issue 19: each reader sees their language). */
const OVERVIEW = DEMO_NAMES.en.overview;
const CHART = {
  provinces: DEMO_NAMES.en.provinces,
  pie: DEMO_NAMES.en.pie,
  cities: DEMO_NAMES.en.cities,
  trend: DEMO_NAMES.en.trend,
} as const;
const ALL_CHARTS = Object.values(CHART);

async function signInAs(page: Page, language: 'en' | 'zh-CN' | 'zh-TW' = 'en') {
  await page.goto('/#/login');
  await signIn(page, ADMIN.username, ADMIN.password);
  await expect(page.getByTestId('topbar')).toBeVisible({ timeout: 60_000 });
  if ((await page.locator('html').getAttribute('lang')) !== language)
    await switchLanguage(page, language);
}

const componentIdOf = async (element: Locator, prefix: string) =>
  ((await element.getAttribute('data-testid')) ?? '').slice(prefix.length);
const widget = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`);

/**
 * From the first screen (the overview, opened by itself after signing in) to the analysis
 * dashboard's preview through the dashboards tree, its charts drawn.
 */
async function openAnalysis(page: Page, language: Language = 'en') {
  const names = DEMO_NAMES[language];
  await expect(page.getByTestId('panel-name')).toHaveText(names.overview, { timeout: 30_000 });
  await page.getByTestId(`panel-node-${names.analysis}`).click();
  await expect(page.getByTestId('panel-name')).toHaveText(names.analysis);
  await page.getByTestId('panel-preview').click();
  await expect(page.getByTestId('panel-preview-page')).toBeVisible();
  await chartsDrawn(page, 4);
  await expect(page.locator('[data-widget]')).toHaveCount(12);
}

/** Picks an option in an antd select that lists the field's values from the server. */
async function pick(page: Page, host: Locator, option: string) {
  await host.locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
  await page.keyboard.press('Escape');
}

/** Types a value into an antd picker and accepts it (the picker's own format). */
async function typeDate(input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

/** Clears an antd select or picker through its clear icon (shown on hover). */
async function clearControl(host: Locator, icon: '.ant-select-clear' | '.ant-picker-clear') {
  await host.locator(icon === '.ant-select-clear' ? '.ant-select' : '.ant-picker').hover();
  await host.locator(icon).click();
}

/** Clicks a bar chart's first bar (the largest: the demo bars are sorted descending). */
async function clickFirstBar(chart: Locator) {
  const { canvas, position } = await firstBar(chart);
  await canvas.click({ position });
}

/** What a chart's canvas shows once it has stopped moving (ECharts animates a new answer). */
async function drawnImage(chart: Locator) {
  const canvas = chart.locator('canvas').first();
  const read = () => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
  let image = '';
  await expect
    .poll(
      async () => {
        const previous = image;
        image = await read();
        return image === previous;
      },
      { intervals: [400], timeout: 10_000 },
    )
    .toBe(true);
  return image;
}

interface WidgetCase {
  name: string;
  /** Chooses or enters the widget's value. */
  set(page: Page, host: Locator): Promise<void>;
  /** What the charts are then asked with (SPEC §3 condition). */
  condition: { operator: string; value: unknown[]; dateGrouping?: string };
  /** Takes the value off again (applied with the next widget's confirm). */
  clear(page: Page, host: Locator): Promise<void>;
}

const WIDGETS: WidgetCase[] = [
  {
    name: 'textInput',
    set: async (_page, host) => {
      await host.getByRole('searchbox').fill('手机');
      await host.getByRole('searchbox').press('Enter');
    },
    condition: { operator: 'like', value: ['手机'] },
    clear: async (_page, host) => {
      await host.getByRole('searchbox').fill('');
      await host.getByRole('searchbox').press('Enter');
    },
  },
  {
    name: 'textSelect',
    set: (page, host) => pick(page, host, '家用电器'),
    condition: { operator: 'eq', value: ['家用电器'] },
    clear: (_page, host) => clearControl(host, '.ant-select-clear'),
  },
  {
    name: 'textSelectGrid',
    set: async (_page, host) => {
      await host.getByRole('checkbox', { name: '线上商城' }).check();
      await host.getByRole('checkbox', { name: '分销商' }).check();
    },
    condition: { operator: 'in', value: ['线上商城', '分销商'] },
    clear: async (_page, host) => {
      await host.getByRole('checkbox', { name: '线上商城' }).uncheck();
      await host.getByRole('checkbox', { name: '分销商' }).uncheck();
    },
  },
  {
    name: 'numberSelect',
    set: (page, host) => pick(page, host, '7'),
    condition: { operator: 'eq', value: [7] },
    clear: (_page, host) => clearControl(host, '.ant-select-clear'),
  },
  {
    name: 'numberSelectGrid',
    set: async (_page, host) => {
      await host.getByRole('checkbox', { name: '1', exact: true }).check();
      await host.getByRole('checkbox', { name: '2', exact: true }).check();
    },
    condition: { operator: 'in', value: [1, 2] },
    clear: async (_page, host) => {
      await host.getByRole('checkbox', { name: '1', exact: true }).uncheck();
      await host.getByRole('checkbox', { name: '2', exact: true }).uncheck();
    },
  },
  {
    name: 'date',
    set: (_page, host) => typeDate(host.locator('input'), '2024-11-11'),
    condition: { operator: 'eq', value: ['2024-11-11'], dateGrouping: 'date' },
    clear: (_page, host) => clearControl(host, '.ant-picker-clear'),
  },
  {
    name: 'dateRange',
    set: async (_page, host) => {
      await typeDate(host.locator('input').first(), '2024-03-01');
      await typeDate(host.locator('input').nth(1), '2024-05-31');
    },
    condition: { operator: 'between', value: ['2024-03-01', '2024-05-31'] },
    clear: (_page, host) => clearControl(host, '.ant-picker-clear'),
  },
  {
    name: 'yearMonth',
    set: (_page, host) => typeDate(host.locator('input'), '2024-06'),
    condition: { operator: 'eq', value: ['2024-06'] },
    clear: (_page, host) => clearControl(host, '.ant-picker-clear'),
  },
  {
    name: 'quarter',
    set: (_page, host) => typeDate(host.locator('input'), '2025-Q2'),
    // SPEC §4: a quarter is its months' range.
    condition: { operator: 'between', value: ['2025-04', '2025-06'] },
    clear: (_page, host) => clearControl(host, '.ant-picker-clear'),
  },
  {
    name: 'year',
    set: (_page, host) => typeDate(host.locator('input'), '2023'),
    condition: { operator: 'eq', value: ['2023'] },
    clear: (_page, host) => clearControl(host, '.ant-picker-clear'),
  },
  {
    // Last: its value applies a second after the last edit (SPEC §4), so it is not cleared.
    name: 'numberRange',
    set: async (_page, host) => {
      await host.getByTestId('filter-range-min').fill('10000');
    },
    condition: { operator: 'ge', value: [10000] },
    clear: async () => {},
  },
];

test('each of the 12 widgets filters the charts once the confirm button is pressed', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  const charts = watchChartAnswers(page);
  await signInAs(page);
  await openAnalysis(page);
  const confirm = widget(page, 'confirmButton').getByRole('button');
  // The demo's button label, in the reader's language (issue 19).
  await expect(confirm).toHaveText(DEMO_NAMES.en.confirm);

  for (const [i, item] of WIDGETS.entries()) {
    await test.step(`${item.name}: ${JSON.stringify(item.condition.value)}`, async () => {
      const host = widget(page, item.name);
      const id = await componentIdOf(host, 'canvas-filter-');
      const before = new Map(ALL_CHARTS.map((title) => [title, charts.last(title)?.data]));
      const mark = charts.requestMark();
      await item.set(page, host);
      const carriesThis = (body: ChartCallBody) =>
        body.filter.some((condition) => condition.componentId === id);
      // SPEC §2: with a confirm button on the dashboard, nothing is asked before it is pressed.
      expect(charts.sentSince(mark).filter(carriesThis)).toEqual([]);
      if (i === 0) {
        await settle(page);
        await page.screenshot({ path: screenshotPath('interaction-confirm-held') });
      }
      // A range applies a second after its last edit: press until the value has arrived.
      await expect(async () => {
        await confirm.click();
        expect(charts.sentSince(mark).some(carriesThis)).toBe(true);
      }).toPass({ intervals: [300, 500, 1000], timeout: 10_000 });
      await chartsDrawn(page, 4);
      for (const title of ALL_CHARTS) {
        const call = charts.last(title);
        expect(call, title).toBeDefined();
        const condition = call!.body.filter.find((c) => c.componentId === id);
        expect(condition, `${title} asked with the ${item.name} condition`).toMatchObject(
          item.condition,
        );
        expect(call!.data, `${title} drew something else`).not.toBe(before.get(title));
      }
      await settle(page);
      await page.screenshot({ path: screenshotPath(`interaction-widget-${item.name}`) });
      await item.clear(page, host);
    });
  }
  expect(errors).toEqual([]);
});

test('linkage: a pie slice filters the top cities until its tag is closed; drill province → city and back', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  const charts = watchChartAnswers(page);
  await signInAs(page);
  await openAnalysis(page);
  const pie = chartBox(page, CHART.pie);
  const pieId = await componentIdOf(pie, 'canvas-chart-');
  const provinces = chartBox(page, CHART.provinces);
  const provincesId = await componentIdOf(provinces, 'canvas-chart-');
  const original = new Map(ALL_CHARTS.map((title) => [title, charts.last(title)!.data]));
  // Going back shows the first answers again, possibly from the query cache without a request:
  // what the charts drew is compared then.
  await page.mouse.move(1, 950);
  const cities = chartBox(page, CHART.cities);
  const drawn = { cities: await drawnImage(cities), provinces: await drawnImage(provinces) };

  await test.step('a click on the largest pie slice filters the linked charts (SPEC §2)', async () => {
    const mark = charts.answers.length;
    await clickPieRight(pie);
    const tag = page.getByTestId(`linkage-source-${pieId}`);
    await expect(tag).toContainText(/^Filtering by \S+$/);
    // The slices come in the order the query answers them (the chart sets no sort): the
    // category is the one the tag names.
    const category = ((await tag.textContent()) ?? '').replace('Filtering by ', '');
    expect(['数码产品', '家用电器', '办公用品', '服装鞋帽', '食品饮料']).toContain(category);
    await expect
      .poll(() =>
        charts.answers
          .slice(mark)
          .map((c) => c.title)
          .sort(),
      )
      .toEqual([CHART.provinces, CHART.cities].sort());
    await chartsDrawn(page, 4);
    for (const title of [CHART.cities, CHART.provinces]) {
      const call = charts.last(title)!;
      expect(call.body.linkageFilters).toMatchObject([{ operator: 'eq', value: [category] }]);
      expect(call.data, `${title} drew the linked category only`).not.toBe(original.get(title));
    }
    // The pie itself and the trend are not linked: not asked again.
    expect(charts.last(CHART.pie)!.body.linkageFilters).toEqual([]);
    await settle(page);
    await page.screenshot({ path: screenshotPath('interaction-linkage') });
  });

  await test.step('closing the tag clears the linkage', async () => {
    const mark = charts.answers.length;
    await page.getByTestId(`linkage-source-${pieId}`).locator('.ant-tag-close-icon').click();
    await expect(page.getByTestId(`linkage-source-${pieId}`)).toHaveCount(0);
    await chartsDrawn(page, 4);
    await page.mouse.move(1, 950);
    expect(await drawnImage(cities)).toBe(drawn.cities);
    expect(await drawnImage(provinces)).toBe(drawn.provinces);
    for (const call of charts.answers.slice(mark)) expect(call.body.linkageFilters).toEqual([]);
  });

  let province = '';
  await test.step('a province bar offers drill and linkage; drilling shows its cities', async () => {
    await clickFirstBar(provinces);
    await expect(page.getByTestId('point-menu-drill')).toBeVisible();
    await expect(page.getByTestId('point-menu-linkage')).toBeVisible();
    await expect(page.getByTestId('point-menu-drill')).toHaveText('Drill down');
    await settle(page);
    await page.screenshot({ path: screenshotPath('interaction-point-menu') });
    const mark = charts.answers.length;
    await page.getByTestId('point-menu-drill').click();
    await expect(page.getByTestId(`drill-crumbs-${provincesId}`)).toBeVisible();
    await expect(page.getByTestId(`drill-crumb-${provincesId}-0`)).toHaveText('All');
    province = (await page.getByTestId(`drill-crumb-${provincesId}-1`).textContent()) ?? '';
    expect(province).toMatch(/省|市$/);
    await expect
      .poll(() => charts.answers.slice(mark).some((c) => c.title === CHART.provinces))
      .toBe(true);
    await chartsDrawn(page, 4);
    const call = charts.last(CHART.provinces)!;
    expect(call.body.drill).toMatchObject([{ dimensionList: [{ value: province }] }]);
    // One level down the bars are the province's cities.
    const cities = (JSON.parse(call.data) as { x: string[] }).x;
    expect(cities.length).toBeGreaterThan(0);
    expect(cities).not.toContain(province);
    expect(cities.every((city) => city.endsWith('市'))).toBe(true);
    await settle(page);
    await page.screenshot({ path: screenshotPath('interaction-drill') });
  });

  await test.step("the breadcrumb's 'All' goes back up", async () => {
    const mark = charts.answers.length;
    await page.getByTestId(`drill-crumb-${provincesId}-0`).click();
    await expect(page.getByTestId(`drill-crumbs-${provincesId}`)).toHaveCount(0);
    await chartsDrawn(page, 4);
    await page.mouse.move(1, 950);
    expect(await drawnImage(provinces)).toBe(drawn.provinces);
    for (const call of charts.answers.slice(mark)) expect(call.body.drill).toEqual([]);
  });
  expect(errors).toEqual([]);
});

test('a top-city bar jumps to the Sales overview with the city applied', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  const charts = watchChartAnswers(page);
  await signInAs(page);
  // The first screen is the overview: its unfiltered total.
  await expect(page.getByTestId('panel-name')).toHaveText(OVERVIEW);
  await chartsDrawn(page, 8);
  const total = charts.last(DEMO_NAMES.en.totalSales)!.data;
  await openAnalysis(page);

  const mark = charts.answers.length;
  await clickFirstBar(chartBox(page, CHART.cities));
  await expect(page).toHaveURL(/#\/preview\/[^?]+\?filter=/);
  const hash = new URL(page.url()).hash.slice(1);
  const filter = JSON.parse(new URL(hash, 'http://x').searchParams.get('filter') ?? '[]') as {
    v: string[];
  }[];
  const city = filter[0]?.v[0] ?? '';
  expect(city).toMatch(/市$/);
  const preview = page.getByTestId('panel-preview-page');
  await expect(preview).toBeVisible();
  await expect(preview.getByText(OVERVIEW, { exact: true }).first()).toBeVisible();
  await chartsDrawn(page, 8);
  await expect
    .poll(
      () => charts.answers.slice(mark).filter((c) => c.title === DEMO_NAMES.en.totalSales).length,
    )
    .toBeGreaterThan(0);
  const kpi = charts.last(DEMO_NAMES.en.totalSales)!;
  expect(kpi.body.filter).toMatchObject([{ operator: 'eq', value: [city] }]);
  expect(kpi.data, "the total is the city's").not.toBe(total);
  await settle(page);
  await page.screenshot({ path: screenshotPath('interaction-jump') });
  expect(errors).toEqual([]);
});

const LANGUAGE_TEXTS = {
  'zh-CN': {
    all: '全选',
    search: '搜索',
    date: '请选择日期',
    year: '请选择年份',
    month: '请选择月份',
    quarter: '请选择季度',
    rangeStart: '开始日期',
    drill: '下钻',
    linkage: '联动',
  },
  'zh-TW': {
    all: '全選',
    search: '搜尋',
    date: '請選擇日期',
    year: '請選擇年份',
    month: '請選擇月份',
    quarter: '請選擇季度',
    rangeStart: '開始日期',
    drill: '下鑽',
    linkage: '聯動',
  },
} as const;

for (const language of ['zh-CN', 'zh-TW'] as const) {
  test(`the widgets and the point menu in ${language}`, LANGUAGE_PASS, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const texts = LANGUAGE_TEXTS[language];
    await signInAs(page, language);
    await openAnalysis(page, language);
    // The demo's titles and the controls both speak the reader's language (issue 19).
    const names = DEMO_NAMES[language];
    await expect(widget(page, 'textInput')).toContainText(names.widget.productSearch);
    await expect(widget(page, 'textSelectGrid')).toContainText(names.widget.channel);
    await expect(
      widget(page, 'textSelectGrid').getByRole('checkbox', { name: texts.all, exact: true }),
    ).toBeVisible();
    await expect(widget(page, 'textSelectGrid').getByTestId('filter-grid-search')).toHaveAttribute(
      'placeholder',
      texts.search,
    );
    for (const [name, placeholder] of [
      ['date', texts.date],
      ['year', texts.year],
      ['yearMonth', texts.month],
      ['quarter', texts.quarter],
    ] as const)
      await expect(widget(page, name).locator('input')).toHaveAttribute('placeholder', placeholder);
    await expect(widget(page, 'dateRange').locator('input').first()).toHaveAttribute(
      'placeholder',
      texts.rangeStart,
    );
    await expect(widget(page, 'numberRange').getByTestId('filter-range-min')).toHaveAttribute(
      'placeholder',
      '最小值',
    );
    await expect(widget(page, 'numberRange')).toContainText('至');

    await clickFirstBar(chartBox(page, names.provinces));
    await expect(page.getByTestId('point-menu-drill')).toHaveText(texts.drill);
    await expect(page.getByTestId('point-menu-linkage')).toHaveText(texts.linkage);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('point-menu-drill')).toBeHidden();

    await widget(page, 'yearMonth').locator('input').click();
    await expect(page.locator('.ant-picker-dropdown:visible')).toContainText('1月');
    await settle(page);
    await page.screenshot({ path: screenshotPath(`interaction-widgets-${language}`) });
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
}
