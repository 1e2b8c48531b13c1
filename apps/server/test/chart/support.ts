import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {
  ChartAxisFieldInput,
  ChartSave,
  ChartTreeNode,
  ChartViewWithData,
  DatasetField,
  FilterNode,
} from '@tessera/contracts';
import { buildApp, type TesseraApp } from '../../src/app.js';
import type {
  ChartCacheKey,
  ChartDataReader,
  ChartResultCache,
  ChartRows,
} from '../../src/chart/data-reader.js';
import type { RowRules } from '../../src/auth/row-rules.js';
import { loadConfig } from '../../src/config.js';
import { openServices, type Services } from '../../src/services.js';
import { ADMIN_PASSWORD, TEST_DEMO_ROWS, type TestContext } from '../helpers.js';
import { dataOf, type client } from '../datasource/support.js';

export type Api = ReturnType<typeof client>;

/** A row-rule provider tests set and clear (SECURITY B3 through the hook). */
export interface SwitchableRules extends RowRules {
  rule: FilterNode | undefined;
}

/** A reader wrapper tests may hook (to hold a query and watch its signal). */
export interface HookedReader extends ChartDataReader {
  before?: ((signal: AbortSignal | undefined) => Promise<void>) | undefined;
}

/** A small in-memory cache tests switch on: it records every key it was asked for. */
export interface RecordingCache extends ChartResultCache {
  enabled: boolean;
  keys: ChartCacheKey[];
}

export interface ChartTestContext extends TestContext {
  rules: SwitchableRules;
  reader: HookedReader;
  cache: RecordingCache;
}

function recordingCache(): RecordingCache {
  const stored = new Map<string, ChartRows>();
  const cache: RecordingCache = {
    enabled: false,
    keys: [],
    async getOrRun(key, run, options) {
      const signal = options.signal ?? new AbortController().signal;
      if (!cache.enabled) return { value: await run(signal), cached: false };
      cache.keys.push(key);
      const text = JSON.stringify(key);
      const hit = stored.get(text);
      if (hit && !options.bypass) return { value: hit, cached: true };
      const value = await run(signal);
      stored.set(text, value);
      return { value, cached: false };
    },
  };
  return cache;
}

/** An app whose chart queries are counted at the reader seam, behind the app's own result cache. */
export interface CountedApp {
  app: TesseraApp;
  services: Services;
  /** Queries started. */
  reads: () => number;
  /** Queries that have answered (their answer is stored in the cache by the next turn). */
  answered: () => number;
  close: () => Promise<void>;
}

/** A test app's configuration over a new data folder, as createTestContext makes it. */
function testConfig(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-test-'));
  const config = loadConfig({
    TESSERA_DATA_DIR: dataDir,
    TESSERA_WEB_DIR: '',
    TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    TESSERA_LOG_LEVEL: 'silent',
    TESSERA_DEMO_ROWS: String(TEST_DEMO_ROWS),
    ...env,
  });
  return { dataDir, config };
}

export async function countedApp(env: Record<string, string> = {}): Promise<CountedApp> {
  const { dataDir, config } = testConfig(env);
  const services = await openServices(config);
  let reads = 0;
  let answered = 0;
  const app = await buildApp(config, services, {
    logger: false,
    charts: {
      // No cache given here: the app's own (services.resultCache) stays in place.
      wrapReader: (inner): ChartDataReader => ({
        read: async (open, query, options) => {
          reads += 1;
          const rows = await inner.read(open, query, options);
          answered += 1;
          return rows;
        },
      }),
    },
  });
  await app.ready();
  return {
    app,
    services,
    reads: () => reads,
    answered: () => answered,
    close: async () => {
      await app.close();
      await services.resultCache.close();
      await services.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** createTestContext with the chart seams filled by switchable test parts. */
export async function createChartTestContext(): Promise<ChartTestContext> {
  const { dataDir, config } = testConfig({ TESSERA_VALIDATE_RATE_PER_MINUTE: '10000' });
  const services = await openServices(config);
  const rules: SwitchableRules = {
    rule: undefined,
    ruleFor() {
      return this.rule;
    },
  };
  const cache = recordingCache();
  const holder: { inner?: ChartDataReader } = {};
  const reader: HookedReader = {
    async read(open, query, options) {
      if (reader.before) await reader.before(options.signal);
      return (holder.inner as ChartDataReader).read(open, query, options);
    },
  };
  const app = await buildApp(config, services, {
    logger: false,
    charts: {
      rowRules: rules,
      cache,
      wrapReader: (inner) => {
        holder.inner = inner;
        return reader;
      },
    },
  });
  await app.ready();
  return {
    app,
    config,
    services,
    dataDir,
    rules,
    reader,
    cache,
    close: async () => {
      await app.close();
      await services.db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function findChartNode(
  nodes: readonly ChartTreeNode[],
  name: string,
): ChartTreeNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const inside = findChartNode(node.children, name);
    if (inside) return inside;
  }
  return undefined;
}

/** The demo dataset's id and its fields by column name. */
export async function demoDataset(
  api: Api,
): Promise<{ id: string; field: (column: string) => string }> {
  const tree = dataOf<{ name: string; id: string; children: { name: string; id: string }[] }[]>(
    await api.post('/dataset/group/tree', {}),
  );
  const folder = tree.find((n) => n.name === 'Demo');
  const id = folder?.children.find((c) => c.name === 'Demo sales')?.id as string;
  const fields = dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${id}`));
  return {
    id,
    field: (column) => {
      const found = fields.find((f) => f.originName === column);
      if (!found) throw new Error(`no field ${column}`);
      return found.id;
    },
  };
}

export const axis = (fieldId: string, extra: Partial<ChartAxisFieldInput> = {}) => ({
  fieldId,
  ...extra,
});

export async function saveChart(
  api: Api,
  body: ChartSave,
): Promise<{ id: string; version: number }> {
  return dataOf<{ id: string; version: number }>(await api.post('/chart/view/save', body));
}

export async function getData(
  api: Api,
  id: string,
  request: Record<string, unknown> = {},
): Promise<ChartViewWithData> {
  return dataOf<ChartViewWithData>(await api.post(`/chart/view/getData/${id}`, request));
}

/** The real result cache (apps/server/src/cache) fits the chart's cache seam as it is. */
export const realCacheFits = (services: TestContext['services']): ChartResultCache =>
  services.resultCache;
