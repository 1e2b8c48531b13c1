// PostgreSQL driver: one bounded pg Pool per data source. Every call runs inside
// BEGIN READ ONLY … ROLLBACK on the extended protocol (Parse/Bind/Describe/Execute: exactly one
// statement, bound values or not; pg would otherwise send a text without values through the
// multi-statement simple protocol). A statement that returns no rows is refused before it runs
// (checked-cursor.ts), a write fails in the transaction, and a SET or set_config() is undone
// before the session goes back to the pool. Sessions are read-only by default too, with a
// server-side statement_timeout as a backstop; an AbortSignal or the client timer cancels
// through pg_cancel_backend on a separate short-lived connection.
import { isIP } from 'node:net';
import type { Socket } from 'node:net';
import pg from 'pg';
import {
  acquireUnlessAborted,
  CallGuard,
  errorCode,
  errorMessage,
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
import type { PostgresqlConfig } from './config.js';
import { CheckedCursor } from './checked-cursor.js';
import { postgresTypeName } from './native-types.js';

// Dates and timestamps stay text (pg would build JS Dates in the server's time zone).
const TEXT_OIDS = new Set([1082, 1083, 1114, 1184, 1266]);
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    TEXT_OIDS.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

/** SQLSTATEs of the read-only rule: a write in a read-only transaction, stacked statements. */
function isRefusal(error: unknown): boolean {
  const code = errorCode(error);
  if (code === '25006' || code === '25001' || code === '2D000') return true;
  return code === '42601' && /multiple commands/i.test(errorMessage(error));
}

/** How long closing a cursor's portal may take before its client is given up. */
const CLOSE_CURSOR_MS = 5_000;

function isBrokenConnection(error: unknown): boolean {
  return error instanceof Error && /Connection terminated|ECONNRESET/.test(error.message);
}

/**
 * Rows per cursor page. Uncapped reads take whole batches. A capped read starts at 100 rows and
 * doubles while pages stay light, halving when one weighs more than STEP_BYTES: the cursor
 * answers only whole pages, and a page of wide rows must count before the socket's own watch
 * would cut the read off.
 */
function pageSizes(batchSize: number, capped: boolean) {
  let size = capped ? Math.min(batchSize, 100) : batchSize;
  return {
    next: () => size,
    weigh(rows: readonly Record<string, unknown>[]) {
      if (!capped) return;
      let bytes = 0;
      for (const row of rows) bytes += rowBytes(row);
      size = bytes > STEP_BYTES ? Math.max(1, Math.floor(size / 2)) : Math.min(batchSize, size * 2);
    },
  };
}

function columnsOf(fields: readonly { name: string; dataTypeID: number }[]): ResultColumn[] {
  return fields.map((f) => {
    const nativeType = postgresTypeName(f.dataTypeID);
    return { name: f.name, nativeType, deType: mapNativeTypeByName(nativeType) };
  });
}

/**
 * Parses, binds and describes the statement, and executes nothing unless it returns rows
 * (see checked-cursor.ts). The cursor's pages are then read on the same connection.
 */
async function openChecked(
  client: pg.PoolClient,
  sql: string,
  params: readonly QueryValue[],
): Promise<CheckedCursor & { fields: pg.FieldDef[] }> {
  const cursor = client.query(new CheckedCursor(sql, [...params], { types }));
  const fields = await cursor.described;
  if (fields === null) {
    await cursor.close().catch(() => undefined);
    throw refusedError();
  }
  return Object.assign(cursor, { fields });
}

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

  async function* stream(
    sql: string,
    params: readonly QueryValue[],
    opts: StreamOptions = {},
  ): AsyncGenerator<RowBatch> {
    const batchSize = batchSizeOf(opts.batchSize);
    const client = await acquire(opts.signal);
    let opened = false;
    let failure: unknown = null;
    let guard: CallGuard | null = null;
    let cursor: CheckedCursor | null = null;
    let tooLarge = false;
    const socket = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
    // A value too large to hold is cut off while it arrives: the socket goes, the read fails.
    const unwatch =
      opts.maxBytes === undefined
        ? () => undefined
        : watchSocketBytes(socket, socketAllowance(opts.maxBytes), () => {
            tooLarge = true;
            socket?.destroy(resultTooLarge(opts.maxBytes ?? 0));
          });
    try {
      const pid = await backendPid(client);
      guard = new CallGuard(plan(pid, opts));
      const open = await guard.run(async () => {
        await client.query('BEGIN READ ONLY');
        opened = true;
        const checked = await openChecked(client, sql, params);
        cursor = checked;
        return checked;
      });
      let done = false;
      const pages = pageSizes(batchSize, opts.maxBytes !== undefined);
      const source: RowSource = {
        columns: columnsOf(open.fields),
        async next() {
          if (done) return null;
          const asked = pages.next();
          const rows = await open.page(asked);
          if (rows.length < asked) done = true;
          pages.weigh(rows);
          return rows.length > 0 ? rows : null;
        },
      };
      yield* rebatch(guard, source, batchSize, opts.maxBytes);
    } catch (error) {
      failure = error;
      if (tooLarge && opts.maxBytes !== undefined) throw resultTooLarge(opts.maxBytes);
      throw error;
    } finally {
      unwatch();
      await guard?.dispose();
      // The cursor holds the client until its portal is closed (a consumer that stopped early,
      // a cancel between pages); only then can ROLLBACK run. One that will not close is dropped.
      const open = cursor as CheckedCursor | null;
      // A cut-off socket has no cursor left to close: the client is dropped below.
      if (open && !tooLarge) {
        const closed = await withDeadline(open.close(), CLOSE_CURSOR_MS).then(
          () => true,
          () => false,
        );
        if (!closed) failure = new Error('Connection terminated: cursor did not close');
      }
      if (tooLarge) failure = new Error('Connection terminated: the result was cut off');
      await finish(client, opened, failure);
    }
  }

  const cancelBackend = async (pid: number) => {
    const canceller = new pg.Client(connection);
    try {
      await canceller.connect();
      await canceller.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await canceller.end().catch(() => undefined);
    }
  };

  // pg-pool removes its own error listener from a client it hands out. A backend killed or a
  // socket dropped while a call holds the client (between a cursor's pages above all) would
  // then crash the process with an unhandled 'error' event; the call fails through its query
  // or cursor anyway, and finish() destroys the broken client.
  const listened = new WeakSet<pg.PoolClient>();
  const acquire = (signal: AbortSignal | undefined) =>
    acquireUnlessAborted(
      async () => {
        const client = await pool.connect();
        if (!listened.has(client)) {
          listened.add(client);
          client.on('error', () => undefined);
        }
        return client;
      },
      (c) => c.release(),
      signal,
    );

  const plan = (pid: number, opts: ExecuteOptions) => ({
    signal: opts.signal,
    timeoutMs: opts.timeoutMs ?? timeoutMs,
    cancel: () => cancelBackend(pid),
    // 57014 is query_canceled; only the session's statement_timeout raises it unasked.
    isServerTimeout: (error: unknown) => errorCode(error) === '57014',
    isRefusal,
  });

  /**
   * Ends the call's read-only transaction (reverting any SET or set_config it made) and gives
   * the client back; a client whose socket broke, or that cannot roll back, is destroyed.
   */
  const finish = async (client: pg.PoolClient, opened: boolean, failure: unknown) => {
    let healthy = !isBrokenConnection(failure);
    if (healthy && opened) {
      try {
        await client.query('ROLLBACK');
      } catch {
        healthy = false;
      }
    }
    client.release(!healthy);
  };

  return {
    async execute(
      sql: string,
      params: readonly QueryValue[],
      opts: ExecuteOptions = {},
    ): Promise<QueryResult> {
      if (opts.maxBytes !== undefined)
        return collectWithinBytes(stream, sql, params, { ...opts, maxBytes: opts.maxBytes });
      const client = await acquire(opts.signal);
      let opened = false;
      let failure: unknown = null;
      try {
        const pid = await backendPid(client);
        return await runCancellable({
          ...plan(pid, opts),
          run: async () => {
            await client.query('BEGIN READ ONLY');
            opened = true;
            const cursor = await openChecked(client, sql, params);
            const rows = await cursor.page(0);
            if (cursor.command !== 'SELECT') throw refusedError();
            return { columns: columnsOf(cursor.fields), rows };
          },
        });
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        await finish(client, opened, failure);
      }
    },
    stream,
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
