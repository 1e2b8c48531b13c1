// DuckDB driver: one embedded instance per file, a small pool of connections. User queries run
// with external access disabled and configuration locked, so `read_csv('/etc/passwd')`,
// ATTACH or INSTALL fail (SECURITY C4). Timeouts and cancels use connection.interrupt().
import { DuckDBInstance } from '@duckdb/node-api';
import type { DuckDBConnection } from '@duckdb/node-api';
import {
  acquireUnlessAborted,
  runCancellable,
  sanitiseMessage,
  withDeadline,
} from '../../connectors/cancellable.js';
import { SimplePool } from '../../connectors/simple-pool.js';
import {
  DEFAULT_STATEMENT_TIMEOUT_MS,
  DEFAULT_TEST_CONNECTION_TIMEOUT_MS,
} from '../../connectors/config-fields.js';
import { classifyConnectionError } from '../../connectors/failure-reason.js';
import type {
  Driver,
  ExecuteOptions,
  QueryResult,
  QueryValue,
  TestConnectionResult,
} from '../types.js';
import type { DuckDBDriverConfig } from './config.js';

export function createDuckDBDriver(config: DuckDBDriverConfig): Driver {
  // DuckDB refuses to start without a home directory (DESIGN §8).
  process.env.HOME ??= '/tmp';
  const timeoutMs = config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const options: Record<string, string> = {
    enable_external_access: 'false',
    lock_configuration: 'true',
  };
  if (config.readOnly) options.access_mode = 'READ_ONLY';
  let instance: Promise<DuckDBInstance> | null = null;
  // The process-wide cache lets several drivers share one file, which DuckDB locks per instance.
  const getInstance = () => (instance ??= DuckDBInstance.fromCache(config.path, options));
  const pool = new SimplePool<DuckDBConnection>(config.connections ?? 4, async () =>
    (await getInstance()).connect(),
  );

  const execute = async (
    sql: string,
    params: readonly QueryValue[],
    opts: ExecuteOptions = {},
  ): Promise<QueryResult> => {
    const connection = await acquireUnlessAborted(
      () => pool.acquire(),
      (c) => pool.release(c),
      opts.signal,
    );
    try {
      return await runCancellable({
        signal: opts.signal,
        timeoutMs: opts.timeoutMs ?? timeoutMs,
        cancel: async () => connection.interrupt(),
        run: async () => {
          // Without parameters skip the prepare/bind round; it costs ~1 ms per small query.
          const reader = await (params.length > 0
            ? connection.runAndReadAll(sql, [...params])
            : connection.runAndReadAll(sql));
          // JSON conversion gives BIGINT/HUGEINT/DECIMAL as strings and dates as ISO text.
          return { columns: reader.columnNames(), rows: reader.getRowObjectsJson() };
        },
      });
    } finally {
      pool.release(connection);
    }
  };

  return {
    execute,
    async testConnection(ms = DEFAULT_TEST_CONNECTION_TIMEOUT_MS): Promise<TestConnectionResult> {
      try {
        await withDeadline(execute('SELECT 1', [], { timeoutMs: ms }), ms);
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          code: 'ENGINE_CONNECTION_FAILED',
          reason: classifyConnectionError(error),
          message: sanitiseMessage(error, []),
        };
      }
    },
    async close() {
      // Connections only: the cached instance may serve other drivers and is freed with them.
      for (const connection of pool.drainIdle()) connection.closeSync();
      instance = null;
    },
  };
}
