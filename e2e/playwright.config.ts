import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { defineConfig } from '@playwright/test';

// Every run starts the BUILT server (`npm run build` first) on a fresh, empty data directory,
// so the journeys always meet a first-start install with only the seeded administrator.
const dataDir = mkdtempSync(`${tmpdir()}/tessera-e2e-`);
const PORT = '8199';

export default defineConfig({
  testDir: './journeys',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1366, height: 800 },
    locale: 'en-US',
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
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      TESSERA_HOST: '127.0.0.1',
      TESSERA_PORT: PORT,
      TESSERA_DATA_DIR: dataDir,
      TESSERA_ADMIN_PASSWORD: 'Admin#2026ok',
      TESSERA_LOG_LEVEL: 'warn',
    },
  },
});
