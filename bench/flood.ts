// `npm run bench -- flood` (issue 18 part 2, SECURITY E3): one member floods a started server
// with chart calls while another user's chart call, a sign-in and an anonymous GET are timed;
// then SIGTERM arrives under the flood and the time until the process is gone is measured.
// The server is a child process (`node --import tsx apps/server/src/main.ts`), as in
// production: its event loop, its libuv thread pool and its shutdown are the ones measured.
// Phases (each BENCH_FLOOD_SECONDS, default 15):
//   heavy   — the member's calls carry ~200,000 `not_in` values (~1.3 MB each), 4 at a time:
//             the attack of the issue; the server should refuse them before compiling;
//   refresh — the member's calls are allowed but costly (10,000 values, refresh: true to bypass
//             the cache), 32 at a time;
// Prints, per phase, the other user's chart call, the sign-in and the anonymous GET (median,
// p95, max, errors) and what the member got; last line `other_user_p95_ms: N`.
import { performance } from 'node:perf_hooks';
import type { ChartTreeNode, DatasetField } from '@tessera/contracts';
import { median, p95 } from './chart-server.js';
import { signIn, startChildServer, type ChildServer } from './child-server.js';
import { addMemberToStore } from '../apps/server/test/hostile/members.js';

const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 15);
const ADMIN_PASSWORD = 'Flood#Admin2026';
const MEMBER_PASSWORD = 'Flood#Member2026';

const post = (base: string, token: string, path: string, body: unknown, signal?: AbortSignal) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });

async function demoTargets(base: string, token: string) {
  const tree = (await (await post(base, token, '/chart/group/tree', {})).json()) as {
    data: ChartTreeNode[];
  };
  const charts: ChartTreeNode[] = [];
  const walk = (nodes: ChartTreeNode[]) =>
    nodes.forEach((n) => (n.nodeType === 'chart' ? charts.push(n) : walk(n.children)));
  walk(tree.data);
  const byType = (type: string) => {
    const chart = charts.find((c) => c.type === type);
    if (!chart) throw new Error(`no demo ${type} chart`);
    return chart.id;
  };
  const heavy = byType('table');
  const light = byType('pie');
  const view = (await (
    await post(base, token, `/chart/view/getOneWithPermission/${heavy}`, {})
  ).json()) as { data: { tableId: string } };
  const fields = (await (
    await post(base, token, `/dataset/field/list/${view.data.tableId}`, {})
  ).json()) as { data: DatasetField[] };
  const city = fields.data.find((f) => f.originName === 'city');
  if (!city) throw new Error('the demo dataset has no city');
  return { heavy, light, cityField: city.id };
}

/** `values` distinct `not_in` values, split into lists of at most 10,000 (the per-list bound). */
const notInBody = (fieldId: string, values: number, refresh: boolean) =>
  JSON.stringify({
    filter: Array.from({ length: Math.ceil(values / 10_000) }, (_, list) => ({
      fieldId,
      operator: 'not_in',
      value: Array.from(
        { length: Math.min(10_000, values - list * 10_000) },
        (_, i) => `c${list * 10_000 + i}`,
      ),
    })),
    refresh,
  });

interface Timings {
  ms: number[];
  errors: number;
  statuses: Map<number, number>;
}
const timings = (): Timings => ({ ms: [], errors: 0, statuses: new Map() });
const count = (t: Timings, status: number) =>
  t.statuses.set(status, (t.statuses.get(status) ?? 0) + 1);

async function timed(t: Timings, call: () => Promise<Response>): Promise<void> {
  const started = performance.now();
  try {
    const response = await call();
    await response.arrayBuffer();
    count(t, response.status);
    if (!response.ok) t.errors += 1;
  } catch {
    t.errors += 1;
    count(t, 0);
  }
  t.ms.push(performance.now() - started);
}

const summary = (label: string, t: Timings) =>
  `${label.padEnd(22)} n=${String(t.ms.length).padStart(4)}  median ${median(t.ms).toFixed(0).padStart(6)} ms` +
  `  p95 ${p95(t.ms).toFixed(0).padStart(6)} ms  max ${Math.max(0, ...t.ms)
    .toFixed(0)
    .padStart(
      6,
    )} ms  errors ${t.errors}  statuses ${JSON.stringify(Object.fromEntries(t.statuses))}`;

/** The member's flood: `parallel` loops sending `body` until `stop`. */
function flood(base: string, token: string, chart: string, body: string, parallel: number) {
  const member = timings();
  const controller = new AbortController();
  let running = true;
  const loops = Array.from({ length: parallel }, async () => {
    while (running) {
      await timed(member, () =>
        post(base, token, `/chart/view/getData/${chart}`, body, controller.signal),
      );
    }
  });
  return {
    member,
    stop: async () => {
      running = false;
      controller.abort();
      await Promise.allSettled(loops);
    },
  };
}

/** The other user's calls, a sign-in and an anonymous GET, one after another, for `seconds`. */
async function probe(
  server: ChildServer,
  other: string,
  light: string,
  seconds: number,
): Promise<{ chart: Timings; signIn: Timings; anonymous: Timings }> {
  const chart = timings();
  const signInT = timings();
  const anonymous = timings();
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    await timed(chart, () =>
      post(server.base, other, `/chart/view/getData/${light}`, { refresh: true }),
    );
    await timed(signInT, () =>
      fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'other', password: MEMBER_PASSWORD }),
      }),
    );
    await timed(anonymous, () => fetch(`${server.base}/anonymous/license/validate`));
    await new Promise((r) => setTimeout(r, 100));
  }
  return { chart, signIn: signInT, anonymous };
}

async function phase(
  server: ChildServer,
  name: string,
  tokens: { flooder: string; other: string },
  targets: Awaited<ReturnType<typeof demoTargets>>,
  body: string,
  parallel: number,
): Promise<Timings> {
  console.log(`\n${name}: ${parallel} parallel calls of ${(body.length / 1e6).toFixed(2)} MB`);
  const running = flood(server.base, tokens.flooder, targets.heavy, body, parallel);
  const seen = await probe(server, tokens.other, targets.light, SECONDS);
  await running.stop();
  console.log(summary('flooding member', running.member));
  console.log(summary('other user chart', seen.chart));
  console.log(summary('other user sign-in', seen.signIn));
  console.log(summary('anonymous GET', seen.anonymous));
  return seen.chart;
}

export async function runFloodBench(): Promise<void> {
  const server = await startChildServer({
    prefix: 'tessera-flood-',
    adminPassword: ADMIN_PASSWORD,
  });
  try {
    await addMemberToStore(server.dataDir, 'flooder', MEMBER_PASSWORD);
    await addMemberToStore(server.dataDir, 'other', MEMBER_PASSWORD);
    const admin = await signIn(server.base, 'admin', ADMIN_PASSWORD);
    const tokens = {
      flooder: await signIn(server.base, 'flooder', MEMBER_PASSWORD),
      other: await signIn(server.base, 'other', MEMBER_PASSWORD),
    };
    const targets = await demoTargets(server.base, admin);
    const quiet = await probe(server, tokens.other, targets.light, 3);
    console.log(summary('quiet: other user chart', quiet.chart));
    console.log(summary('quiet: sign-in', quiet.signIn));

    await phase(server, 'heavy', tokens, targets, notInBody(targets.cityField, 200_000, true), 4);
    const refresh = await phase(
      server,
      'refresh',
      tokens,
      targets,
      notInBody(targets.cityField, 10_000, true),
      32,
    );

    console.log('\nSIGTERM under a flood of heavy calls');
    const last = flood(
      server.base,
      tokens.flooder,
      targets.heavy,
      notInBody(targets.cityField, 10_000, true),
      32,
    );
    await new Promise((r) => setTimeout(r, 3_000));
    const exited = new Promise<number | null>((r) => server.child.once('exit', (code) => r(code)));
    const sent = performance.now();
    server.child.kill('SIGTERM');
    const outcome = await Promise.race([
      exited.then((code) => `exited with ${code}`),
      new Promise<string>((r) => setTimeout(() => r('still running after 30 s'), 30_000)),
    ]);
    console.log(`SIGTERM → ${outcome} after ${((performance.now() - sent) / 1000).toFixed(1)} s`);
    await last.stop();
    console.log(`other_user_p95_ms: ${p95(refresh.ms).toFixed(0)}`);
  } finally {
    server.close();
  }
}
