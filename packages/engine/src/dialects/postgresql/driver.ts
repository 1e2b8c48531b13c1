// PostgreSQL driver: one bounded pg Pool per data source. Sessions are read-only with a
// server-side statement_timeout as a backstop; an AbortSignal or the client timer cancels
// through pg_cancel_backend on a separate short-lived connection.
import { isIP } from 'node:net';
import pg from 'pg';
import {
  acquireUnlessAborted,
  errorCode,
  runCancellable,
  sanitiseMessage,
  withDeadline,
} from '../../connectors/cancellable.js';
import {
  DEFAULT_POOL_SIZE,
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
import type { PostgresqlConfig } from './config.js';

// Dates and timestamps stay text (pg would build JS Dates in the server's time zone).
const TEXT_OIDS = new Set([1082, 1083, 1114, 1184, 1266]);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_OIDS.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

export function createPostgresqlDriver(config: PostgresqlConfig): Driver {
  const timeoutMs = config.options?.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const connection: pg.ClientConfig = {
    host: config.connectHost ?? config.host,
    port: config.port,
    database: config.database,
    user: config.username,
    password: config.password,
    // With a pinned address the certificate is still checked against the configured name.
    ssl: config.options?.ssl
      ? {
          rejectUnauthorized: true,
          ...(config.connectHost && isIP(config.host) === 0 ? { servername: config.host } : {}),
        }
      : false,
    connectionTimeoutMillis: config.options?.connectTimeoutMs ?? 10_000,
    application_name: 'tessera',
    types,
  };
  const pool = new pg.Pool({
    ...connection,
    max: config.options?.poolSize ?? DEFAULT_POOL_SIZE,
    statement_timeout: timeoutMs,
    // Read-only sessions: nothing sent through this pool can write. `config.schema` is only a
    // default for introspection; compiled queries always name their schema explicitly.
    options: '-c default_transaction_read_only=on',
  });
  // Idle clients can die with the server; the pool drops them, the process must not crash.
  pool.on('error', () => undefined);
  const backendPids = new WeakMap<pg.PoolClient, number>();

  const backendPid = async (client: pg.PoolClient): Promise<number> => {
    const known = backendPids.get(client);
    if (known !== undefined) return known;
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = Number(rows[0]?.pid);
    backendPids.set(client, pid);
    return pid;
  };

  const cancelBackend = async (pid: number) => {
    const canceller = new pg.Client(connection);
    try {
      await canceller.connect();
      await canceller.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await canceller.end().catch(() => undefined);
    }
  };

  return {
    async execute(
      sql: string,
      params: readonly QueryValue[],
      opts: ExecuteOptions = {},
    ): Promise<QueryResult> {
      const client = await acquireUnlessAborted(
        () => pool.connect(),
        (c) => c.release(),
        opts.signal,
      );
      let healthy = true;
      try {
        const pid = await backendPid(client);
        return await runCancellable({
          signal: opts.signal,
          timeoutMs: opts.timeoutMs ?? timeoutMs,
          cancel: () => cancelBackend(pid),
          // 57014 is query_canceled; only the session's statement_timeout raises it unasked.
          isServerTimeout: (error) => errorCode(error) === '57014',
          run: async () => {
            const result = await client.query({ text: sql, values: [...params] });
            return {
              columns: result.fields.map((f) => f.name),
              rows: result.rows as Record<string, unknown>[],
            };
          },
        });
      } catch (error) {
        // A broken socket must not go back to the pool; a cancelled query leaves it usable.
        if (error instanceof Error && /Connection terminated|ECONNRESET/.test(error.message))
          healthy = false;
        throw error;
      } finally {
        client.release(!healthy);
      }
    },
    async testConnection(ms = DEFAULT_TEST_CONNECTION_TIMEOUT_MS): Promise<TestConnectionResult> {
      const client = new pg.Client({
        ...connection,
        connectionTimeoutMillis: ms,
        statement_timeout: ms,
      });
      client.on('error', () => undefined);
      try {
        await withDeadline(
          (async () => {
            await client.connect();
            await client.query('SELECT 1');
          })(),
          ms,
        );
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          code: 'ENGINE_CONNECTION_FAILED',
          reason: classifyConnectionError(error),
          message: sanitiseMessage(error, [config.password]),
        };
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}
