// `npm run bench -- web`: what a browser downloads and how long it waits for the first screen.
// Starts the built server on a scratch data folder and opens the app in Debian Chromium:
// - the JS and CSS fetched for the login route and for the signed-in shell, raw and
//   gzip-compressed (as a proxy would serve them);
// - the JS and CSS a signed-in dashboard (the demo dashboard's preview) had asked for by the
//   time its first chart drew (issue 22: ≤ 500 KiB gzip);
// - the time from navigation start to a visible login form, cold: a new browser context (empty
//   cache) per load, median of BENCH_WEB_RUNS loads (default 9) with min and max.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test';
import { CHART_BOX_DRAWN_JS } from './browser.js';

const PORT = 8197;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_PASSWORD = 'Bench#Admin2026';
const RUNS = Math.max(7, Number(process.env.BENCH_WEB_RUNS ?? 9));
const root = path.resolve(import.meta.dirname, '..');

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/anonymous/license/validate`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

/** Opens `hash` in the context and sums the built JS and CSS the page fetched until idle. */
async function weigh(context: BrowserContext, hash: string, ready: string): Promise<Weight> {
  const page = await context.newPage();
  const assets = new Set<string>();
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  };
  page.on('response', onResponse);
  await page.goto(`${BASE}/${hash}`);
  await page.getByTestId(ready).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  await page.close();
  // BENCH_WEB_LIST=shell: each file the route fetched, by name.
  if (process.env.BENCH_WEB_LIST === 'shell') console.log(hash, [...assets].sort().join(' '));
  return sizes(assets);
}

/** The built files' sizes, raw and gzip: what a proxy would serve. */
function sizes(assets: Iterable<string>): Weight {
  let files = 0;
  let raw = 0;
  let gzip = 0;
  for (const asset of assets) {
    const bytes = fs.readFileSync(path.join(root, 'apps/web/dist', asset));
    files += 1;
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

/**
 * In the page: at the first frame where a chart of the dashboard has drawn (a canvas with
 * painted pixels, a table, or a KPI card's text), the JS and CSS the page had asked for by then
 * (resource timing: fetches started before that frame). A string: see visibleProbe.
 */
const firstChartProbe = `(() => {
  ${CHART_BOX_DRAWN_JS}
  const check = () => {
    const boxes = [...document.querySelectorAll('[data-testid^="canvas-chart-"][data-status="success"]')];
    if (boxes.some(drawn)) {
      const at = performance.now();
      window.__firstChartAssets = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= at)
        .map((e) => new URL(e.name).pathname)
        .filter((p) => /\\.(js|css)$/.test(p));
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** The demo dashboard's id, from the signed-in admin's dashboard tree. */
async function demoPanelId(token: string): Promise<string> {
  const reply = await fetch(`${BASE}/panel/group/tree`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: token },
    body: '{}',
  });
  type Node = { id: string; nodeType: string; children?: Node[] };
  const find = (nodes: Node[]): string | undefined => {
    for (const node of nodes) {
      const found = node.nodeType === 'panel' ? node.id : find(node.children ?? []);
      if (found) return found;
    }
    return undefined;
  };
  const id = find(((await reply.json()) as { data: Node[] }).data);
  if (!id) throw new Error('no demo dashboard');
  return id;
}

/** The demo dashboard's preview in a fresh signed-in context: what it fetched until a chart drew. */
async function weighDashboard(browser: Browser): Promise<Weight> {
  const token = await signIn();
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  await context.addCookies([{ name: 'Authorization', value: token, url: BASE }]);
  try {
    const page = await context.newPage();
    await page.addInitScript(firstChartProbe);
    await page.goto(`${BASE}/#/preview/${await demoPanelId(token)}`);
    const assets = await page.waitForFunction(
      () => (globalThis as { __firstChartAssets?: string[] }).__firstChartAssets,
      undefined,
      { timeout: 120_000 },
    );
    const fetched = new Set((await assets.jsonValue()) as string[]);
    // BENCH_WEB_LIST=1: each file it fetched, gzip KiB, largest first.
    if (process.env.BENCH_WEB_LIST) {
      const each = [...fetched].map((file) => [file, sizes([file]).gzip / 1024] as const);
      for (const [file, kib] of each.sort((a, b) => b[1] - a[1])) {
        console.log(`  ${kib.toFixed(1).padStart(7)} ${file}`);
      }
    }
    return sizes(fetched);
  } finally {
    await context.close();
  }
}

/**
 * Records, inside the page, performance.now() (milliseconds since navigation start) at the first
 * animation frame in which the element is laid out and not hidden — Playwright's "visible".
 * Init scripts are injected by the browser, so the app's CSP does not apply to them. A string,
 * not a function: tsx would add helpers to a function's source that the page does not have.
 */
const visibleProbe = (testId: string) => `(() => {
  const check = () => {
    const el = document.querySelector('[data-testid="${testId}"]');
    if (el) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden') {
        window.__visibleAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** One cold load: a fresh context (no cache, no cookies) → ms until the login form shows. */
async function timeLogin(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(visibleProbe('login-username'));
    await page.goto(`${BASE}/#/login`);
    await page.getByTestId('login-username').waitFor({ state: 'visible' });
    const at = await page.waitForFunction('window.__visibleAt');
    return (await at.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

async function signIn(): Promise<string> {
  const reply = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const body = (await reply.json()) as { data?: { token?: string } };
  const token = body.data?.token;
  if (!token) throw new Error(`sign-in failed: HTTP ${reply.status}`);
  return token;
}

async function signedInContext(browser: Browser): Promise<BrowserContext> {
  const token = await signIn();
  const context = await browser.newContext();
  await context.addCookies([{ name: 'Authorization', value: token, url: BASE }]);
  return context;
}

export async function runWebBundleBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-web-'));
  const server = spawn('node', [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      TESSERA_PORT: String(PORT),
      TESSERA_DATA_DIR: dataDir,
      TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      TESSERA_LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitForServer();
    const loginContext = await browser.newContext();
    const login = await weigh(loginContext, '#/login', 'login-username');
    await loginContext.close();
    const shellContext = await signedInContext(browser);
    const shell = await weigh(shellContext, '#/panel/index', 'topbar');
    await shellContext.close();

    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const line = (route: string, w: Weight) =>
      `${route.padEnd(14)} ${String(w.files).padEnd(6)} ${kb(w.raw).padEnd(12)} ${kb(w.gzip)}`;
    console.log('route          files  raw          gzip');
    console.log(line('/login', login));
    console.log(line('/panel/index', shell));
    console.log(line('dashboard', await weighDashboard(browser)));
    console.log(
      "  (dashboard: the demo dashboard's preview, what it fetched until its first chart drew)",
    );

    // One unmeasured load first: the server's first answers (file reads, JIT) are not the page's.
    await timeLogin(browser);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await timeLogin(browser));
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)]!;
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(
      `login form visible (cold, ${RUNS} loads): median ${ms(median)}, min ${ms(samples[0]!)}, max ${ms(samples[samples.length - 1]!)}`,
    );
    console.log(`  samples: ${samples.map((n) => Math.round(n)).join(', ')}`);
    console.log(`login route gzip: ${kb(login.gzip)}`);
    console.log(`login form visible median: ${ms(median)}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
