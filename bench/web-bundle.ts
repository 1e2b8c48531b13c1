// `npm run bench -- web`: what a browser downloads to show the login page and the shell.
// Starts the built server on a scratch data folder, opens the routes in Debian Chromium, and
// sums the JS and CSS it fetched, raw and gzip-compressed (as a proxy would serve them).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';

const PORT = 8197;
const BASE = `http://127.0.0.1:${PORT}`;
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

async function measure(page: Page, hash: string) {
  const assets = new Set<string>();
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
  };
  page.on('response', onResponse);
  await page.goto(`${BASE}/${hash}`);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  let raw = 0;
  let gzip = 0;
  for (const asset of assets) {
    const bytes = fs.readFileSync(path.join(root, 'apps/web/dist', asset));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: assets.size, raw, gzip };
}

export async function runWebBundleBench(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-web-'));
  const server = spawn('node', [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      TESSERA_PORT: String(PORT),
      TESSERA_DATA_DIR: dataDir,
      TESSERA_ADMIN_PASSWORD: 'Bench#Admin2026',
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
    const page = await browser.newPage();
    const login = await measure(page, '#/login');
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    console.log('route      files  raw          gzip');
    console.log(
      `/login     ${String(login.files).padEnd(6)} ${kb(login.raw).padEnd(12)} ${kb(login.gzip)}`,
    );
    console.log(`login route gzip: ${kb(login.gzip)}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
