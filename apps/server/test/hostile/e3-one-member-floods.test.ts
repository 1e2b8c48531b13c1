// SECURITY E3 from outside (issue 18 part 2): one member floods a started server with chart
// calls — the 1.9 MB lists of 200,000 `not_in` values, then thirty-two refreshes at a time of
// 10,000 values each — while another user's chart calls, sign-ins and a public GET are timed;
// then SIGTERM arrives under the flood. Before the fix, four such calls held every signed-in
// route for 30 s and SIGTERM did not end the process. The bounds asserted are generous (the
// suite runs beside other test files on two cores); bench/flood.ts prints the real figures.
import type { ChartTreeNode, DatasetField } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonClient, signIn, type Envelope } from './raw.js';
import { OWN_SERVER, startTarget, type Target } from './target.js';
import { addMemberToStore } from './members.js';

const MEMBER_PASSWORD = 'Flood#Member2026';

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** `count` lists of `size` distinct values each, as widget conditions on `fieldId`. */
const notInLists = (fieldId: string, count: number, size: number) =>
  Array.from({ length: count }, (_, list) => ({
    fieldId,
    operator: 'not_in',
    value: Array.from({ length: size }, (_, i) => `c${list * size + i}`),
  }));

describe.runIf(OWN_SERVER)('E3 one member floods chart calls', () => {
  let target: Target;
  let flooder: string;
  let other: string;
  let heavyChart: string;
  let lightChart: string;
  let city: string;

  beforeAll(async () => {
    target = await startTarget({ TESSERA_DEMO_ROWS: '200000' });
    const dataDir = target.dataDir as string;
    await addMemberToStore(dataDir, 'flooder', MEMBER_PASSWORD);
    await addMemberToStore(dataDir, 'other', MEMBER_PASSWORD);
    flooder = await signIn(target, 'flooder', MEMBER_PASSWORD);
    other = await signIn(target, 'other', MEMBER_PASSWORD);
    const api = jsonClient(target, other);
    const charts: ChartTreeNode[] = [];
    const walk = (nodes: ChartTreeNode[]) =>
      nodes.forEach((n) => (n.nodeType === 'chart' ? charts.push(n) : walk(n.children)));
    walk((await api.post('/chart/group/tree', {})).json<Envelope<ChartTreeNode[]>>().data);
    heavyChart = charts.find((c) => c.type === 'table')?.id as string;
    lightChart = charts.find((c) => c.type === 'pie')?.id as string;
    const view = (await api.post(`/chart/view/getOneWithPermission/${heavyChart}`, {})).json<
      Envelope<{ tableId: string }>
    >().data;
    const fields = (await api.post(`/dataset/field/list/${view.tableId}`, {})).json<
      Envelope<DatasetField[]>
    >().data;
    city = fields.find((f) => f.originName === 'city')?.id as string;
  }, 120_000);
  afterAll(async () => target?.stop());

  /** The flooder's loops, each sending `body` again as soon as it is answered. */
  function flood(body: string, parallel: number) {
    let running = true;
    const statuses = new Map<number, number>();
    const loops = Array.from({ length: parallel }, async () => {
      while (running) {
        try {
          const response = await fetch(new URL(`/chart/view/getData/${heavyChart}`, target.url), {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: flooder },
            body,
          });
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        } catch {
          // The server went away (SIGTERM): the loop ends with `running`.
          if (!running) return;
        }
      }
    });
    return {
      statuses,
      stop: async () => {
        running = false;
        await Promise.allSettled(loops);
      },
    };
  }

  /** The other user's chart call and sign-in, one after another, for `ms`. */
  async function probe(ms: number) {
    const chart: number[] = [];
    const signInMs: number[] = [];
    const statuses: number[] = [];
    const api = jsonClient(target, other);
    const until = performance.now() + ms;
    while (performance.now() < until) {
      let started = performance.now();
      const answer = await api.post(`/chart/view/getData/${lightChart}`, { refresh: true });
      chart.push(performance.now() - started);
      statuses.push(answer.status);
      started = performance.now();
      const signedIn = await jsonClient(target).post('/api/auth/login', {
        username: 'other',
        password: MEMBER_PASSWORD,
      });
      signInMs.push(performance.now() - started);
      statuses.push(signedIn.status);
    }
    return { chart, signInMs, statuses };
  }

  it("E3: 1.9 MB lists of 200,000 values are refused unread, and another user's calls go on", async () => {
    const attack = flood(
      JSON.stringify({ filter: notInLists(city, 20, 10_000), refresh: true }),
      4,
    );
    const seen = await probe(4_000);
    await attack.stop();
    expect([...attack.statuses.keys()]).toEqual([413]);
    expect(seen.statuses.every((status) => status === 200)).toBe(true);
    expect(median(seen.chart)).toBeLessThan(1_000);
    expect(median(seen.signInMs)).toBeLessThan(1_000);
  }, 60_000);

  it("E3: a member's thirty-two refreshes at a time take their share; another user's calls and sign-ins go on", async () => {
    const attack = flood(
      JSON.stringify({ filter: notInLists(city, 1, 10_000), refresh: true }),
      32,
    );
    const seen = await probe(6_000);
    await attack.stop();
    // The flooder is served within its share and refused past it (429 before its body is read).
    expect(attack.statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(attack.statuses.get(429) ?? 0).toBeGreaterThan(0);
    expect(seen.statuses.every((status) => status === 200)).toBe(true);
    expect(median(seen.chart)).toBeLessThan(1_500);
    expect(median(seen.signInMs)).toBeLessThan(1_000);
  }, 60_000);

  it('E3: SIGTERM under the flood ends the process within 10 s', async () => {
    const attack = flood(
      JSON.stringify({ filter: notInLists(city, 1, 10_000), refresh: true }),
      32,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const ms = await (target.terminate as () => Promise<number>)();
    await attack.stop();
    expect(ms).toBeLessThan(10_000);
  }, 60_000);
});
