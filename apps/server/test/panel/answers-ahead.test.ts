// Issue 22 part 1: a dashboard's document asked before the page's script has loaded (the boot
// script's call, HEADERS.answersAhead) starts its charts' answers, so the page's own data calls
// (made once its script has loaded) find them cached. Through the real routes and the
// real result cache; queries are counted at the chart reader seam.
import { HEADERS, type ChartViewWithData } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type TestContext } from '../helpers.js';
import { countedApp, type CountedApp } from '../chart/support.js';
import { createUserInNewOrg, dataOf, eventually } from '../datasource/support.js';
import {
  chartComponent,
  createPanel,
  demoCharts,
  documentSave,
  panelClient,
  type PanelApi,
} from './support.js';

describe('chart answers started with the dashboard document', () => {
  let ctx: CountedApp;
  let admin: PanelApi;
  let adminToken: string;
  let panelId: string;
  let placed: string[];
  /** The demo dataset the placed charts read. */
  let demo: string;
  const asContext = () => ({ app: ctx.app, services: ctx.services }) as TestContext;

  beforeAll(async () => {
    ctx = await countedApp();
    adminToken = await login(ctx.app);
    admin = panelClient(asContext(), adminToken);
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
    await createUserInNewOrg(asContext(), 'oscar', 'Oscar-pass-1', 'org_admin');
    const chart = dataOf<ChartViewWithData>(
      await admin.post(`/chart/view/getData/${placed[0]}`, {}),
    );
    demo = chart.tableId;
  });
  afterAll(() => ctx.close());

  /** The document as the boot script asks it: before the page's script has loaded. */
  const openAhead = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/panel/group/findOne/${panelId}`,
      headers: { authorization: token, [HEADERS.answersAhead]: '1' },
    });

  it("answers the placed charts once, and the page's calls read them from the cache", async () => {
    await ctx.services.resultCache.invalidateDataset(demo);
    const reads = ctx.reads();
    const answered = ctx.answered();
    const opened = await openAhead(adminToken);
    expect(opened.statusCode).toBe(200);
    // Stored as each read ends (the store's write is done before the next poll).
    // Both placed charts answered ahead.
    await eventually(async () => ctx.answered() - answered === 2);
    for (const id of placed) {
      const answer = dataOf<ChartViewWithData>(await admin.post(`/chart/view/getData/${id}`, {}));
      expect(answer.data.cached, id).toBe(true);
    }
    expect(ctx.reads() - reads).toBe(2);
  });

  it('starts nothing for a page already running, nor for a caller the dashboard is not shown to', async () => {
    await ctx.services.resultCache.invalidateDataset(demo);
    const reads = ctx.reads();
    // Asked by a page whose script runs (no header): its own chart calls follow at once.
    expect((await admin.get(`/panel/group/findOne/${panelId}`)).statusCode).toBe(200);
    // Another organisation's dashboard does not exist for him (SECURITY B1): nothing starts.
    const refused = await openAhead(await login(ctx.app, 'oscar', 'Oscar-pass-1'));
    expect(refused.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ctx.reads() - reads).toBe(0);
  });
});
