// MySQL-family driver: one bounded mysql2 pool per data source, multiple statements and
// LOCAL INFILE off, so the server runs exactly one statement per call. Before each call the
// session's statement-time limit (a backstop for the client timer) and, where the flavor has
// it, read-only mode are set again; a statement that answers with an OK packet instead of rows
// (SET, LOCK TABLES, SELECT … INTO) is refused and its connection destroyed, so no session
// state outlives a call. Cancels send KILL QUERY from a separate connection, which leaves the
// pooled connection usable.
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { Connection as CoreConnection } from 'mysql2';
import mysql from 'mysql2/promise';
import type { FieldPacket, PoolConnection } from 'mysql2/promise';
import {
  acquireUnlessAborted,
  CallGuard,
  errorCode,
  refusedError,
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
import {
  collectWithinBytes,
  resultTooLarge,
  rowBytes,
  socketAllowance,
  STEP_BYTES,
  watchSocketBytes,
} from '../../connectors/byte-cap.js';
import { batchSizeOf, rebatch } from '../../connectors/streaming.js';
import type { RowSource } from '../../connectors/streaming.js';
import { mapNativeTypeByName } from '../shared.js';
import type {
  Driver,
  ExecuteOptions,
  QueryResult,
  QueryValue,
  ResultColumn,
  RowBatch,
  StreamOptions,
  TestConnectionResult,
} from '../types.js';
import type { MySqlConfig } from './config.js';
import { MYSQL_FLAVORS } from './flavors.js';
import { mysqlTypeName } from './native-types.js';

// MySQL ER_QUERY_TIMEOUT (3024) and MariaDB ER_STATEMENT_TIMEOUT (1969).
const SERVER_TIMEOUT_ERRNOS = new Set([3024, 1969]);

// ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION, ER_OPTION_PREVENTS_STATEMENT (--read-only).
const READ_ONLY_ERRNOS = new Set([1792, 1290]);

/** One plain result set: rows and their fields, not an OK packet nor a CALL's several sets. */
function isResultSet(rows: unknown, fields: unknown): fields is FieldPacket[] {
  return (
    Array.isArray(rows) &&
    Array.isArray(fields) &&
    fields.length > 0 &&
    !fields.some((f) => Array.isArray(f)) &&
    !rows.some((r) => Array.isArray(r) || isOkPacket(r))
  );
}

function isOkPacket(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    ['ResultSetHeader', 'OkPacket'].includes(value.constructor.name)
  );
}

function isBrokenConnection(error: unknown): boolean {
  const code = errorCode(error);
  return (
    error instanceof Error &&
    (('fatal' in error && error.fatal === true) ||
      code === 'PROTOCOL_CONNECTION_LOST' ||
      code === 'ECONNRESET')
  );
}

function columnsOf(fields: readonly FieldPacket[]): ResultColumn[] {
  return fields.map((field) => {
    const nativeType = mysqlTypeName(field);
    return { name: field.name, nativeType, deType: mapNativeTypeByName(nativeType) };
  });
}

/**
 * Rows of a mysql2 query stream, up to `max` per step. The stream pauses the socket when its
 * buffer is full, so the server is read no faster than the consumer. A statement that answers
 * with an OK packet instead of a result set is refused (the connection is then destroyed).
 */
async function openRowStream(
  readable: Readable,
  max: number,
  /** A capped read hands rows on once they weigh this much (STEP_BYTES), full batch or not. */
  maxStepBytes = Infinity,
): Promise<RowSource> {
  let fields: FieldPacket[] | null = null;
  readable.once('fields', (f: FieldPacket[]) => {
    fields = f;
  });
  const rows = readable[Symbol.asyncIterator]() as AsyncIterator<unknown>;
  const first = await rows.next();
  const described = fields as FieldPacket[] | null;
  if (!described || (!first.done && isOkPacket(first.value))) throw refusedError();
  let pending: IteratorResult<unknown> | null = first;
  return {
    columns: columnsOf(described),
    async next() {
      const batch: Record<string, unknown>[] = [];
      let bytes = 0;
      while (batch.length < max && bytes < maxStepBytes) {
        const step = pending ?? (await rows.next());
        pending = null;
        if (step.done) break;
        if (isOkPacket(step.value)) throw refusedError();
        const row = step.value as Record<string, unknown>;
        if (maxStepBytes !== Infinity) bytes += rowBytes(row);
        batch.push(row);
      }
      return batch.length > 0 ? batch : null;
    },
  };
}

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
  // Re-asserted before every call: the server-side time limit (the client timer's backstop) and,
  // where the flavor has it, a read-only session, which also stops DDL (a DDL statement commits
  // implicitly and would otherwise run with whatever the session allowed).
  const { name: timeoutName, unit } = flavor.timeoutVariable;
  const limit = unit === 'ms' ? timeoutMs : Math.ceil(timeoutMs / 1000);
  const sessionSql =
    `SET SESSION ${timeoutName} = ${Number(limit)}` +
    (flavor.readOnlyVariable ? `, SESSION ${flavor.readOnlyVariable} = 1` : '');

  const killQuery = async (threadId: number) => {
    const killer = await mysql.createConnection(connection);
    try {
      await killer.query(`KILL QUERY ${Number(threadId)}`);
    } finally {
      await killer.end().catch(() => undefined);
    }
  };

  /**
   * On servers that prepare, asks the server what the statement returns before it runs: one
   * that returns no rows (DML, DDL, SET, CALL, SELECT … INTO OUTFILE/DUMPFILE/@var) is refused
   * without running, so a file can never be written. The prepared statement stays in mysql2's
   * per-connection cache, where the execute that follows finds it.
   */
  const describeFirst = async (conn: PoolConnection, sql: string) => {
    if (!flavor.serverPrepare) return;
    const prepared = (await conn.prepare(sql)) as unknown as {
      statement?: { columns?: unknown[] };
    };
    if ((prepared.statement?.columns?.length ?? 0) === 0) throw refusedError();
  };

  const acquire = (signal: AbortSignal | undefined) =>
    acquireUnlessAborted(
      () => pool.getConnection(),
      (c) => c.release(),
      signal,
    );

  const plan = (threadId: number, opts: ExecuteOptions) => ({
    signal: opts.signal,
    timeoutMs: opts.timeoutMs ?? timeoutMs,
    cancel: () => killQuery(threadId),
    isServerTimeout: (error: unknown) => SERVER_TIMEOUT_ERRNOS.has(Number(errorCode(error))),
    isRefusal: (error: unknown) => READ_ONLY_ERRNOS.has(Number(errorCode(error))),
  });

  async function* stream(
    sql: string,
    params: readonly QueryValue[],
    opts: StreamOptions = {},
  ): AsyncGenerator<RowBatch> {
    const batchSize = batchSizeOf(opts.batchSize);
    const conn = await acquire(opts.signal);
    // Only a result read to its end leaves the connection clean enough to pool again.
    let finished = false;
    let guard: CallGuard | null = null;
    let tooLarge = false;
    let rowStream: Readable | null = null;
    const socket = (conn.connection as unknown as { stream?: Socket }).stream;
    // A value too large to hold is cut off while it arrives: the socket goes, and the rows'
    // stream with it (mysql2 tells only the connection, not a streaming query, of a lost socket).
    const unwatch =
      opts.maxBytes === undefined
        ? () => undefined
        : watchSocketBytes(socket, socketAllowance(opts.maxBytes), () => {
            tooLarge = true;
            const error = resultTooLarge(opts.maxBytes ?? 0);
            socket?.destroy(error);
            rowStream?.destroy(error);
          });
    try {
      guard = new CallGuard(plan(conn.threadId, opts));
      const core = conn.connection as unknown as CoreConnection;
      const source = await guard.run(async () => {
        await conn.query(sessionSql);
        await describeFirst(conn, sql);
        const values = [...params];
        const command = flavor.serverPrepare ? core.execute(sql, values) : core.query(sql, values);
        rowStream = command.stream({ highWaterMark: batchSize });
        return openRowStream(
          rowStream,
          batchSize,
          opts.maxBytes === undefined ? Infinity : STEP_BYTES,
        );
      });
      yield* rebatch(guard, source, batchSize, opts.maxBytes);
      finished = true;
    } catch (error) {
      if (tooLarge && opts.maxBytes !== undefined) throw resultTooLarge(opts.maxBytes);
      throw error;
    } finally {
      unwatch();
      await guard?.dispose();
      if (finished) conn.release();
      else conn.destroy();
    }
  }

  return {
    async execute(
      sql: string,
      params: readonly QueryValue[],
      opts: ExecuteOptions = {},
    ): Promise<QueryResult> {
      if (opts.maxBytes !== undefined)
        return collectWithinBytes(stream, sql, params, { ...opts, maxBytes: opts.maxBytes });
      const conn = await acquire(opts.signal);
      // A statement that answered with an OK packet may have changed the session (SET, LOCK
      // TABLES, SELECT … INTO @v): that connection is closed, never pooled again.
      let discard = false;
      try {
        return await runCancellable({
          ...plan(conn.threadId, opts),
          run: async () => {
            await conn.query(sessionSql);
            await describeFirst(conn, sql);
            const values = [...params];
            const [rows, fields] = (
              flavor.serverPrepare ? await conn.execute(sql, values) : await conn.query(sql, values)
            ) as [unknown, FieldPacket[] | undefined];
            if (!isResultSet(rows, fields)) {
              discard = true;
              throw refusedError();
            }
            return { columns: columnsOf(fields), rows: rows as Record<string, unknown>[] };
          },
        });
      } catch (error) {
        if (isBrokenConnection(error)) discard = true;
        throw error;
      } finally {
        if (discard) conn.destroy();
        else conn.release();
      }
    },
    stream,
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
