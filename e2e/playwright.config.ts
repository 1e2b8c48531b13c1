import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { defineConfig } from '@playwright/test';

// Every journey file gets its own BUILT server (`npm run build` first) on its own port and a
// fresh, empty data directory, so journeys never depend on each other's changes (one changes
// the admin password, another adds data sources) and each meets a first-start install.
const ALL_JOURNEYS: readonly { name: string; port: number; env?: Record<string, string> }[] = [
  // The shell and the account pages over a small demo table: three language switches re-ask
  // eight charts each, which over a million rows on a loaded CI machine could wait past the
  // data source's queue time (503, retried) and leave a console error behind.
  { name: 'foundation', port: 8199, env: { TESSERA_DEMO_ROWS: '20000' } },
  { name: 'datasource', port: 8198 },
  { name: 'dataset', port: 8197 },
  { name: 'chart', port: 8196 },
  // A small demo table: the dashboard journey is about the editor, not about scanning 1M rows.
  { name: 'panel', port: 8195, env: { TESSERA_DEMO_ROWS: '20000' } },
  // Dashboard interactions (issue 10): the same small demo table, the widgets answer quickly.
  { name: 'interaction', port: 8194, env: { TESSERA_DEMO_ROWS: '20000' } },
  // One dashboard runtime in four places, and the demo dashboards at five widths (issue 19).
  { name: 'runtime', port: 8193, env: { TESSERA_DEMO_ROWS: '20000' } },
  // Organisations, users, roles and who may see what (issue 21).
  { name: 'team', port: 8192, env: { TESSERA_DEMO_ROWS: '20000' } },
  // Share by link behind a PIN, and exports (issue 23).
  { name: 'share', port: 8191, env: { TESSERA_DEMO_ROWS: '20000' } },
  // A dashboard exported as PNG and PDF in the browser (issue 23 part 5).
  { name: 'dashboard-export', port: 8190, env: { TESSERA_DEMO_ROWS: '20000' } },
];

// Local runs beside another checkout: E2E_PORT_BASE moves every port (the first journey's
// port, the others below it) and E2E_JOURNEYS=panel,chart starts only those journeys'
// servers. CI sets neither.
const portShift = Number(process.env.E2E_PORT_BASE ?? 8199) - 8199;
const only = process.env.E2E_JOURNEYS?.split(',').map((name) => name.trim());
const JOURNEYS = ALL_JOURNEYS.filter(({ name }) => !only || only.includes(name)).map((journey) => ({
  ...journey,
  port: journey.port + portShift,
}));

const serverFor = (port: number, env: Record<string, string> = {}) => ({
  command: 'node ../apps/server/dist/main.js',
  // Ready when a public API call is served: it is shed (503) while the server's loop still lags
  // from its start (ten servers start at once on two cores); the app's files never are.
  url: `http://127.0.0.1:${port}/anonymous/license/validate`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: {
    TESSERA_HOST: '127.0.0.1',
    TESSERA_PORT: String(port),
    TESSERA_DATA_DIR: mkdtempSync(`${tmpdir()}/tessera-e2e-`),
    TESSERA_ADMIN_PASSWORD: 'Admin#2026ok',
    TESSERA_LOG_LEVEL: 'warn',
    // As scripts/start.sh runs it: DuckDB's lane sized from the thread pool.
    UV_THREADPOOL_SIZE: '12',
    ...env,
  },
});

// The extra-language screenshot passes (LANGUAGE_PASS in journeys/helpers.ts) run only when
// asked: `npm run screenshots` sets E2E_LANGUAGES=all.
const allLanguages = process.env.E2E_LANGUAGES === 'all';

export default defineConfig({
  testDir: './journeys',
  // Two journey files at a time, each against its own server; the tests of one file still run
  // in order (fullyParallel: false), one after another.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  ...(allLanguages ? {} : { grepInvert: /@languages/ }),
  // Generous waits: ten servers and two browsers share two cores, and a screen that draws in
  // 1 s on a quiet machine took 6–8 s at a load of 11 (the shell after sign-in, a tree after a
  // reload). A passing step never waits for them; a broken one still fails.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    viewport: { width: 1366, height: 800 },
    locale: 'en-US',
    // The app honours reduced motion (apps/web/src/lib/motion.ts): charts and antd's panels
    // appear at once instead of animating frame by frame on the software-rendered browser.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot.
    // The trace's screencast is off: recording it doubled a journey's wall time on two cores
    // (the dataset journey 146 s → 88 s without it; the browser's GPU process alone spent 73 s
    // of CPU encoding frames nobody looks at on a passing run).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: JOURNEYS.map(({ name, port }) => ({
    name,
    testMatch: new RegExp(`${name}\\.spec\\.ts$`),
    use: { baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: JOURNEYS.map(({ port, env }) => serverFor(port, env)),
});
