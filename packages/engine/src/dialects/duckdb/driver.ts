// DuckDB driver: the embedded warehouse's query side, a small pool of connections on the shared
// instance (see instance.ts). Every call is one prepared SELECT (statements.ts) run inside a
// READ ONLY transaction that is rolled back afterwards, so even a SELECT-shaped write (nextval,
// a checkpoint) fails, and nothing a call does outlives it. The instance has external access
// disabled and its configuration locked (SECURITY C4). Writes go through the warehouse writer
// (src/ingestion/warehouse/writer.ts), never through this driver. Timeouts and cancels use interrupt().
import type { DuckDBConnection, DuckDBPreparedStatement, DuckDBResult } from '@duckdb/node-api';
import { DOUBLE } from '@duckdb/node-api';
import {
  acquireUnlessAborted,
  CallGuard,
  sanitiseMessage,
  withDeadline,
} from '../../connectors/cancellable.js';
import { SimplePool } from '../../connectors/simple-pool.js';
import {
  DEFAULT_STATEMENT_TIMEOUT_MS,
  DEFAULT_TEST_CONNECTION_TIMEOUT_MS,
} from '../../connectors/config-fields.js';
import { classifyConnectionError } from '../../connectors/failure-reason.js';
import { collectWithinBytes } from '../../connectors/byte-cap.js';
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
import type { DuckDBDriverConfig } from './config.js';
import { openWarehouseInstance } from './instance.js';
import { inDuckdbLane } from './lane.js';
import { StatementCache } from './statements.js';

interface Session {
  connection: DuckDBConnection;
  statements: StatementCache;
  /** The call's transaction, prepared once per connection (cheaper than parsing each time). */
  begin: DuckDBPreparedStatement;
  rollback: DuckDBPreparedStatement;
}

interface ColumnSource {
  deduplicatedColumnNames(): string[];
  columnTypes(): { toString(): string }[];
}

/** A SELECT-shaped write (nextval, a forced checkpoint) stopped by the read-only transaction. */
const isReadOnlyViolation = (error: unknown) =>
  error instanceof Error && /read-only mode|read-only transaction/i.test(error.message);

/** Result columns; names deduplicated the way DuckDB keys the row objects. */
function columnsOf(result: ColumnSource): ResultColumn[] {
  const types = result.columnTypes();
  return result.deduplicatedColumnNames().map((name, i) => {
    const nativeType = String(types[i] ?? 'VARCHAR');
    return { name, nativeType, deType: mapNativeTypeByName(nativeType) };
  });
}

export function createDuckDBDriver(config: DuckDBDriverConfig): Driver {
  const timeoutMs = config.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new SimplePool<Session>(config.connections ?? 4, async () => {
    const instance = await openWarehouseInstance(config.path, { readOnly: config.readOnly });
    const connection = await inDuckdbLane(() => instance.connect());
    return {
      connection,
      statements: new StatementCache(connection),
      begin: await inDuckdbLane(() => connection.prepare('BEGIN TRANSACTION READ ONLY')),
      rollback: await inDuckdbLane(() => connection.prepare('ROLLBACK')),
    };
  });

  const acquire = (signal: AbortSignal | undefined) =>
    acquireUnlessAborted(
      () => pool.acquire(),
      (s) => pool.release(s),
      signal,
    );

  /** Prepares (refusing anything but one SELECT) and binds; then opens the read-only transaction. */
  const begin = async (session: Session, sql: string, params: readonly QueryValue[]) => {
    const prepared: DuckDBPreparedStatement = await session.statements.prepare(sql);
    prepared.clearBindings();
    params.forEach((value, i) => prepared.bindValue(i + 1, value, bindType(value)));
    await inDuckdbLane(() => session.begin.run());
    return prepared;
  };

  /** Rollbacks still running after their call answered: close() waits for them. */
  const ending = new Set<Promise<void>>();

  /**
   * Ends the call's transaction and pools the connection again. The caller does not wait for
   * the ROLLBACK (one DuckDB round trip less per answer): its rows are already read, and the
   * connection goes back to the pool only once the ROLLBACK ran, so no call ever starts inside
   * another's transaction. A connection that cannot roll back is closed, not pooled.
   */
  const finish = (session: Session, inTransaction: boolean): void => {
    if (!inTransaction) return pool.release(session);
    const done = rollBack(session).finally(() => ending.delete(done));
    ending.add(done);
  };

  const rollBack = async (session: Session): Promise<void> => {
    try {
      await inDuckdbLane(() => session.rollback.run());
    } catch {
      // Nothing sure about this connection any more: drop it.
      session.statements.clear();
      session.connection.closeSync();
      pool.discard(session);
      return;
    }
    pool.release(session);
  };

  const execute = async (
    sql: string,
    params: readonly QueryValue[],
    opts: ExecuteOptions = {},
  ): Promise<QueryResult> => {
    if (opts.maxBytes !== undefined)
      return collectWithinBytes(stream, sql, params, { ...opts, maxBytes: opts.maxBytes });
    const session = await acquire(opts.signal);
    let opened = false;
    const call = interruptible(session.connection);
    let guard: CallGuard | null = null;
    try {
      guard = new CallGuard({
        signal: opts.signal,
        timeoutMs: opts.timeoutMs ?? timeoutMs,
        cancel: call.cancel,
        isRefusal: isReadOnlyViolation,
      });
      const stopped = guard;
      return await guard.run(() =>
        call.running(async () => {
          const prepared = await begin(session, sql, params);
          opened = true;
          // A call stopped while it waited in the lane never starts its statement.
          stopped.check();
          const reader = await inDuckdbLane(() => prepared.runAndReadAll());
          // JSON conversion gives BIGINT/HUGEINT/DECIMAL as strings and dates as ISO text.
          return { columns: columnsOf(reader), rows: reader.getRowObjectsJson() };
        }),
      );
    } finally {
      await guard?.dispose();
      finish(session, opened);
    }
  };

  async function* stream(
    sql: string,
    params: readonly QueryValue[],
    opts: StreamOptions = {},
  ): AsyncGenerator<RowBatch> {
    const batchSize = batchSizeOf(opts.batchSize);
    const session = await acquire(opts.signal);
    let opened = false;
    const call = interruptible(session.connection);
    let guard: CallGuard | null = null;
    try {
      guard = new CallGuard({
        signal: opts.signal,
        timeoutMs: opts.timeoutMs ?? timeoutMs,
        cancel: call.cancel,
        isRefusal: isReadOnlyViolation,
      });
      const result: DuckDBResult = await guard.run(() =>
        call.running(async () => {
          const prepared = await begin(session, sql, params);
          opened = true;
          return inDuckdbLane(() => prepared.stream());
        }),
      );
      const chunks = result.yieldRowObjectJson();
      const source: RowSource = {
        columns: columnsOf(result),
        next: () =>
          call.running(async () => {
            const { done, value } = await inDuckdbLane(() => chunks.next());
            return done ? null : value;
          }),
      };
      yield* rebatch(guard, source, batchSize, opts.maxBytes);
    } finally {
      await guard?.dispose();
      // ROLLBACK also closes a result the consumer stopped reading early.
      finish(session, opened);
    }
  }

  return {
    execute,
    stream,
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
      // Connections only: the cached instance may serve other drivers and the writer. Those
      // still rolling back join the idle ones first.
      await Promise.all(ending);
      for (const session of pool.drainIdle()) {
        session.statements.clear();
        session.connection.closeSync();
      }
    },
  };
}

/**
 * The node API binds an integral number as INTEGER or BIGINT, and 1e308 (integral as a double)
 * fails as out of BIGINT range: past 2^53 a number is a double anyway, so it binds as one.
 */
function bindType(value: QueryValue): typeof DOUBLE | undefined {
  return typeof value === 'number' && !Number.isSafeInteger(value) && Number.isInteger(value)
    ? DOUBLE
    : undefined;
}

/** How often a stopped call's connection is interrupted again until its native call returns. */
const INTERRUPT_EVERY_MS = 50;

/**
 * A deadline or cancel that really ends DuckDB's work. One interrupt() is not enough: DuckDB
 * clears the flag when a statement starts, so an interrupt that lands between two native calls
 * of a call (its prepare and its run, or two chunks of a stream) is forgotten and the statement
 * runs to its end — minutes past its deadline. So `cancel` interrupts the connection again and
 * again while any native call of this call is still running, and resolves when none is.
 */
function interruptible(connection: DuckDBConnection) {
  let inFlight = 0;
  let settled: (() => void) | null = null;
  return {
    async running<T>(step: () => Promise<T>): Promise<T> {
      inFlight += 1;
      try {
        return await step();
      } finally {
        inFlight -= 1;
        if (inFlight === 0) settled?.();
      }
    },
    async cancel(): Promise<void> {
      connection.interrupt();
      while (inFlight > 0) {
        await new Promise<void>((resolve) => {
          settled = resolve;
          setTimeout(resolve, INTERRUPT_EVERY_MS).unref();
        });
        settled = null;
        if (inFlight > 0) connection.interrupt();
      }
    },
  };
}
