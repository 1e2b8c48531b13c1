// Issue 22 part 1: reading a dashboard's document starts its charts' answers, so the page's own
// data calls (made once its script has loaded) find them cached. Through the real routes and the
// real result cache; queries are counted at the chart reader seam.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChartViewWithData } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TesseraApp } from '../../src/app.js';
import type { ChartDataReader } from '../../src/chart/data-reader.js';
import { loadConfig } from '../../src/config.js';
import { openServices, type Services } from '../../src/services.js';
import { ADMIN_PASSWORD, login, TEST_DEMO_ROWS, type TestContext } from '../helpers.js';
import { createUserInNewOrg, dataOf } from '../datasource/support.js';
import {
  chartComponent,
  createPanel,
  demoCharts,
  documentSave,
  panelClient,
  type PanelApi,
} from './support.js';

/** Resolves once `check` holds, polling; fails after a few seconds. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('chart answers started with the dashboard document', () => {
  let app: TesseraApp;
  let services: Services;
  let dataDir: string;
  let reads = 0;
  let answered = 0;
  let admin: PanelApi;
  let panelId: string;
  let placed: string[];
  /** The demo dataset the placed charts read. */
  let demo: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
    const config = loadConfig({
      TESSERA_DATA_DIR: dataDir,
      TESSERA_WEB_DIR: '',
      TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      TESSERA_LOG_LEVEL: 'silent',
      TESSERA_DEMO_ROWS: String(TEST_DEMO_ROWS),
    });
    services = await openServices(config);
    app = await buildApp(config, services, {
      logger: false,
      charts: {
        wrapReader: (inner): ChartDataReader => ({
          read: async (open, query, options) => {
            reads += 1;
            const result = await inner.read(open, query, options);
            answered += 1;
            return result;
          },
        }),
      },
    });
    await app.ready();
    const ctx = { app, services } as TestContext;
    admin = panelClient(ctx, await login(app));
    placed = [...(await demoCharts(admin)).values()].slice(0, 2);
    const { id, version } = await createPanel(admin, 'Ahead');
    await admin.post(
      '/panel/group/save',
      documentSave(id, version, [
        chartComponent('first', placed[0]!, { top: 0, left: 0, width: 300, height: 200 }),
        chartComponent('second', placed[1]!, { top: 220, left: 0, width: 300, height: 200 }),
      ]),
    );
    panelId = id;
    await createUserInNewOrg(ctx, 'oscar', 'Oscar-pass-1', 'org_admin');
    const chart = dataOf<ChartViewWithData>(
      await admin.post(`/chart/view/getData/${placed[0]}`, {}),
    );
    demo = chart.tableId;
  });
  afterAll(async () => {
    await app.close();
    await services.resultCache.close();
    await services.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the placed charts once, and the page's calls read them from the cache", async () => {
    await services.resultCache.invalidateDataset(demo);
    reads = 0;
    answered = 0;
    const opened = await admin.get(`/panel/group/findOne/${panelId}`);
    expect(opened.statusCode).toBe(200);
    // Stored as each read ends (the store's write is done before the next poll).
    await eventually(() => answered === 2, 'both placed charts answered ahead');
    for (const id of placed) {
      const answer = dataOf<ChartViewWithData>(await admin.post(`/chart/view/getData/${id}`, {}));
      expect(answer.data.cached, id).toBe(true);
    }
    expect(reads).toBe(2);
  });

  it('starts nothing for a caller the dashboard is not shown to', async () => {
    const ctx = { app, services } as TestContext;
    const other = panelClient(ctx, await login(app, 'oscar', 'Oscar-pass-1'));
    await services.resultCache.invalidateDataset(demo);
    reads = 0;
    // Another organisation's dashboard does not exist for him (SECURITY B1): nothing starts.
    const refused = await other.get(`/panel/group/findOne/${panelId}`);
    expect(refused.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads).toBe(0);
  });
});
