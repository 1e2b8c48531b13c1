// `npm run bench -- large-saves`: does a burst of large dashboard saves starve other callers
// (SECURITY E4, E5)? A server process of its own (as the hostile suite starts one) takes
// BENCH_SAVES (default 30) parallel saves of one document size while a public GET
// (/anonymous/license/validate) is timed back to back from a worker thread; printed per document size: how the saves
// ended (status counts, wall time) and the GET's median, p95 and worst latency, and how many
// GETs were not answered 200. Two sizes: the 2.9 MB body of the report (2,000 text components)
// and about the largest document the current bounds accept (BENCH_VALID_COMPONENTS components,
// default PANEL_LIMITS.components, filling BENCH_VALID_CHARS, default 95% of
// PANEL_LIMITS.dataChars). Last line: `worst_get_ms: N` over both (target < 300).
import { PANEL_LIMITS } from '@tessera/contracts';
import { bigPanelData } from '../apps/server/test/hostile/big-dashboard.js';
import { startProbe } from '../apps/server/test/hostile/probe.js';
import { startTarget, type Target } from '../apps/server/test/hostile/target.js';
import { median, p95 } from './chart-server.js';

const SAVES = Math.max(1, Number(process.env.BENCH_SAVES ?? 30));
const VALID_COMPONENTS = Number(process.env.BENCH_VALID_COMPONENTS ?? PANEL_LIMITS.components);
const VALID_CHARS = Number(process.env.BENCH_VALID_CHARS ?? PANEL_LIMITS.dataChars * 0.95);

/** The status counted for a save whose connection the server closed before fetch had an answer. */
const CLOSED = 0;

interface Api {
  post: (path: string, body: string) => Promise<{ status: number; text: string }>;
}

function api(target: Target, token: string): Api {
  return {
    post: async (path, body) => {
      try {
        const response = await fetch(new URL(path, target.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: token },
          body,
        });
        return { status: response.status, text: await response.text() };
      } catch (error) {
        // A body the server refuses early (too large, too many at once) is answered and the
        // connection closed while fetch is still writing it: fetch throws (EPIPE, ECONNRESET)
        // instead of returning the answer. Counted as a refusal, status 0 ("closed").
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        return { status: CLOSED, text: cause };
      }
    },
  };
}

async function signIn(target: Target): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', target.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(target.admin),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** `count` new empty dashboards (version 1), named after the round. */
async function newDashboards(client: Api, round: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const made = await client.post(
      '/panel/group/save',
      JSON.stringify({ nodeType: 'panel', name: `${round} ${i}` }),
    );
    ids.push((JSON.parse(made.text) as { data: { id: string } }).data.id);
  }
  return ids;
}

async function round(target: Target, client: Api, label: string, panelData: string) {
  const ids = await newDashboards(client, label, SAVES);
  const bodies = ids.map((id, i) =>
    JSON.stringify({
      id,
      nodeType: 'panel',
      name: `${label} ${i}`,
      panelStyle: '{}',
      panelData,
      version: 1,
    }),
  );
  const bytes = Buffer.byteLength(bodies[0] ?? '');
  const probe = await startProbe(new URL('/anonymous/license/validate', target.url));
  const started = performance.now();
  const results = await Promise.all(bodies.map((body) => client.post('/panel/group/save', body)));
  const wallMs = performance.now() - started;
  const get = await probe.stop();
  const statuses: Record<number, number> = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const ended = Object.entries(statuses).map(([status, n]) =>
    Number(status) === CLOSED ? `closed early: ${n}` : `${status}: ${n}`,
  );
  console.log(
    `${label}: ${SAVES} saves of ${(bytes / 1e6).toFixed(2)} MB → ${ended.join(', ')} in ` +
      `${wallMs.toFixed(0)} ms; GET ×${get.times.length} median ${median(get.times).toFixed(1)} ms, ` +
      `p95 ${p95(get.times).toFixed(1)} ms, worst ${Math.max(...get.times).toFixed(1)} ms, ` +
      `not 200: ${get.refused}`,
  );
  return Math.max(...get.times);
}

export async function runLargeSavesBench(): Promise<void> {
  const target = await startTarget();
  try {
    const client = api(target, await signIn(target));
    // Warm up the save path (JIT, first SQLite pages) with one small save.
    await round(target, client, 'warm-up', bigPanelData(20, 20_000));
    const reported = bigPanelData(2_000, 2_530_000);
    const largestValid = bigPanelData(VALID_COMPONENTS, VALID_CHARS);
    const worst = Math.max(
      await round(target, client, 'reported 2.9 MB', reported),
      await round(target, client, 'largest valid', largestValid),
    );
    console.log(`worst_get_ms: ${worst.toFixed(0)}`);
  } finally {
    await target.stop();
  }
}
