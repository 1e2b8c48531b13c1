// A real Tessera server for the chart benchmarks: a fresh data folder, the 1 M-row demo (or
// BENCH_DEMO_ROWS), listening on 127.0.0.1 on a free port, signed in as the admin. The demo
// charts of issue 8 are made on first start; the benches look them up by type.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ChartTreeNode } from '@tessera/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openServices } from '../apps/server/src/services.js';

const ADMIN_PASSWORD = 'Bench#Admin2026';

export interface BenchServer {
  base: string;
  token: string;
  dataDir: string;
  /** POST with the admin's token; answers the parsed envelope. */
  post: <T>(path: string, body?: unknown) => Promise<{ success: boolean; data: T }>;
  /**
   * The same POST through node:http on one kept-alive connection: for calls a bench times. A
   * browser's HTTP stack is native; undici's fetch, run in the bench's own process, spent
   * 0.5–1 ms of CPU a call there (issue 22's profile), charged to the server's figure while the
   * raw side it is compared with pays nothing of the kind.
   */
  postTimed: <T>(path: string, body?: unknown) => Promise<{ success: boolean; data: T }>;
  /** The first demo chart of a type. */
  chartOfType: (type: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function startBenchServer(
  env: Record<string, string> = {},
  options: {
    /** Start on this data folder (a restart) instead of a new one; `close` then keeps it. */
    dataDir?: string;
  } = {},
): Promise<BenchServer> {
  process.env.HOME ??= '/tmp';
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tessera-chart-bench-'));
  const config = loadConfig({
    TESSERA_DATA_DIR: dataDir,
    TESSERA_WEB_DIR: '',
    TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    TESSERA_LOG_LEVEL: 'silent',
    TESSERA_HOST: '127.0.0.1',
    TESSERA_PORT: '0',
    TESSERA_DEMO_ROWS: process.env.BENCH_DEMO_ROWS ?? '1000000',
    ...env,
  });
  const started = performance.now();
  const services = await openServices(config);
  const app = await buildApp(config, services, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no listening address');
  const base = `http://127.0.0.1:${address.port}`;
  console.log(`server ready in ${(performance.now() - started).toFixed(0)} ms at ${base}`);

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const post = async <T>(path: string, body: unknown = {}) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: token },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; data: T };
  };

  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const postTimed = <T>(path: string, body: unknown = {}) =>
    new Promise<{ success: boolean; data: T }>((resolve, reject) => {
      const text = JSON.stringify(body);
      const request = http.request(
        `${base}${path}`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(text),
            Authorization: token,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as never);
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        },
      );
      request.on('error', reject);
      request.end(text);
    });

  const chartOfType = async (type: string) => {
    const tree = (await post<ChartTreeNode[]>('/chart/group/tree')).data;
    const find = (nodes: ChartTreeNode[]): ChartTreeNode | undefined => {
      for (const node of nodes) {
        if (node.nodeType === 'chart' && node.type === type) return node;
        const inside = find(node.children);
        if (inside) return inside;
      }
      return undefined;
    };
    const chart = find(tree);
    if (!chart) throw new Error(`no demo chart of type ${type}`);
    return chart.id;
  };

  return {
    base,
    token,
    dataDir,
    post,
    postTimed,
    chartOfType,
    close: async () => {
      agent.destroy();
      await app.close();
      await services.db.destroy();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const median = (s: number[]) =>
  [...s].sort((a, b) => a - b)[Math.floor(s.length / 2)] ?? NaN;
export const p95 = (s: number[]) => {
  const sorted = [...s].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? NaN;
};
