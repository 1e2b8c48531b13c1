// MySQL-family driver: one bounded mysql2 pool per data source, multiple statements and
// LOCAL INFILE off. Each session gets the flavor's statement-time limit (a backstop for the
// client timer) and is read-only where supported; cancels send KILL QUERY from a separate
// connection, which leaves the pooled connection usable.
import mysql from 'mysql2/promise';
import type { FieldPacket, PoolConnection, RowDataPacket } from 'mysql2/promise';
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
import type { MySqlConfig } from './config.js';
import { MYSQL_FLAVORS } from './flavors.js';

// MySQL ER_QUERY_TIMEOUT (3024) and MariaDB ER_STATEMENT_TIMEOUT (1969).
const SERVER_TIMEOUT_ERRNOS = new Set([3024, 1969]);

export function createMySqlDriver(config: MySqlConfig): Driver {
  const flavor = MYSQL_FLAVORS[config.type];
  const timeoutMs = config.options?.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const connection: mysql.ConnectionOptions = {
    host: config.connectHost ?? config.host,
    port: config.port,
    database: config.database,
    user: config.username,
    password: config.password,
    connectTimeout: config.options?.connectTimeoutMs ?? 10_000,
    multipleStatements: false,
    // No LOCAL INFILE: the capability flag is withdrawn and no stream factory is given.
    flags: ['-LOCAL_FILES'],
    // Exact values as text (DECIMAL, BIGINT) and dates as text, shaped later by deType.
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: true,
    ssl: config.options?.ssl ? { rejectUnauthorized: true } : undefined,
    charset: 'utf8mb4_general_ci',
  };
  const pool = mysql.createPool({
    ...connection,
    connectionLimit: config.options?.poolSize ?? DEFAULT_POOL_SIZE,
    waitForConnections: true,
    queueLimit: 0,
    // Each connection caches prepared statements; the server caps them globally
    // (max_prepared_stmt_count ≈ 16k), so keep the per-connection cache small.
    maxPreparedStatements: 64,
  });
  const prepared = new WeakSet<object>();

  const prepareSession = async (conn: PoolConnection) => {
    if (prepared.has(conn.connection)) return;
    const { name, unit } = flavor.timeoutVariable;
    const limit = unit === 'ms' ? timeoutMs : Math.ceil(timeoutMs / 1000);
    await conn.query(`SET SESSION ${name} = ${Number(limit)}`);
    if (flavor.readOnlySession) await conn.query('SET SESSION TRANSACTION READ ONLY');
    prepared.add(conn.connection);
  };

  const killQuery = async (threadId: number) => {
    const killer = await mysql.createConnection(connection);
    try {
      await killer.query(`KILL QUERY ${Number(threadId)}`);
    } finally {
      await killer.end().catch(() => undefined);
    }
  };

  return {
    async execute(
      sql: string,
      params: readonly QueryValue[],
      opts: ExecuteOptions = {},
    ): Promise<QueryResult> {
      const conn = await acquireUnlessAborted(
        () => pool.getConnection(),
        (c) => c.release(),
        opts.signal,
      );
      try {
        await prepareSession(conn);
        const threadId = conn.threadId;
        return await runCancellable({
          signal: opts.signal,
          timeoutMs: opts.timeoutMs ?? timeoutMs,
          cancel: () => killQuery(threadId),
          isServerTimeout: (error) => SERVER_TIMEOUT_ERRNOS.has(Number(errorCode(error))),
          run: async () => {
            const values = [...params];
            const [rows, fields]: [RowDataPacket[], FieldPacket[]] = flavor.serverPrepare
              ? await conn.execute<RowDataPacket[]>(sql, values)
              : await conn.query<RowDataPacket[]>(sql, values);
            return { columns: fields.map((f) => f.name), rows: rows as Record<string, unknown>[] };
          },
        });
      } finally {
        conn.release();
      }
    },
    async testConnection(ms = DEFAULT_TEST_CONNECTION_TIMEOUT_MS): Promise<TestConnectionResult> {
      let conn: mysql.Connection | undefined;
      try {
        await withDeadline(
          (async () => {
            conn = await mysql.createConnection({ ...connection, connectTimeout: ms });
            await conn.query('SELECT 1');
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
        await conn?.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}
