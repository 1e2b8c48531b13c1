import { DEFAULT_TEST_CONNECTION_TIMEOUT_MS, loginPrivileged } from '@tessera/engine';
import type {
  DatasourceConnection,
  DatasourceValidation,
  ErrorCode,
  Language,
} from '@tessera/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { Gate, type GateLimits } from '../concurrency/gate.js';
import { addressOrFailure } from './address-check.js';
import type { OpenedSource } from './connections.js';
import { openConnection } from './drivers.js';
import type { EgressPolicy } from './egress.js';
import { codeForReason, logText, toDatasourceError } from './failures.js';
import * as repo from './repository.js';
import type { DatasourceRow } from './repository.js';
import { keyOf, type SourceRunner } from './source-runner.js';
import { toValidation } from './view.js';

/** How long closing the app waits for running background status checks. */
const CLOSE_WAIT_MS = 1_000;

export interface SourceStatusDeps {
  db: Db;
  egress: EgressPolicy;
  limits: GateLimits;
  log: FastifyBaseLogger;
  /** Deadline of a connection test (validate, status checks). */
  testTimeoutMs?: number | undefined;
}

/**
 * Connection tests: of an unsaved configuration (a failed test is an answer, not an error), of
 * a stored source now, in the background after a save, and by the status scheduler; each
 * stores ok/error with a failure code and what it found out about the login.
 */
export class SourceStatus {
  private readonly adHoc: Gate;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly testTimeoutMs: number;
  /**
   * What the last successful check of each source found about its login (see
   * DatasourceView.privileged), for the configuration version it checked. Kept in memory: a
   * restart forgets it until the next check (a test, a save, the status scheduler).
   */
  private readonly privileges = new Map<string, { version: number; privileged: boolean }>();

  constructor(
    private readonly deps: SourceStatusDeps,
    private readonly runner: SourceRunner,
  ) {
    // Tests of unsaved configurations share one gate: each opens a fresh connection.
    this.adHoc = new Gate(deps.limits);
    this.testTimeoutMs = deps.testTimeoutMs ?? DEFAULT_TEST_CONNECTION_TIMEOUT_MS;
  }

  /** Tests an unsaved configuration: a failed test is an answer, not an error. */
  async validateConnection(
    connection: DatasourceConnection,
    language: Language,
    signal?: AbortSignal,
  ): Promise<DatasourceValidation> {
    const started = Date.now();
    const release = await this.adHoc.enter(signal);
    try {
      const address = await addressOrFailure(this.deps.egress, connection);
      if (typeof address !== 'string') return toValidation(address, started, language);
      const source = openConnection(connection, connection.configuration.password ?? '', address);
      try {
        const result = await source.driver.testConnection(this.testTimeoutMs);
        if (!result.ok) {
          this.deps.log.info({ reason: result.message }, 'data source test failed');
          return toValidation(codeForReason(result.reason), started, language);
        }
        return toValidation(null, started, language, await this.probePrivileges(source));
      } finally {
        await source.driver.close().catch(() => undefined);
      }
    } finally {
      release();
    }
  }

  /** Tests a stored source now and records its status. */
  async validateStored(
    row: DatasourceRow,
    language: Language,
    signal?: AbortSignal,
  ): Promise<DatasourceValidation> {
    const started = Date.now();
    const release = await this.runner.connections.admit(keyOf(row), signal);
    try {
      const code = await this.refreshStatus(row);
      return toValidation(code, started, language, this.privilegedOf(row));
    } finally {
      release();
    }
  }

  /**
   * Tests a source's connection and stores ok/error with a failure code (shown localised).
   * Resolves with the failure code, or null when the source answered.
   */
  async refreshStatus(row: DatasourceRow): Promise<ErrorCode | null> {
    let code: ErrorCode | null;
    try {
      code = await this.runner.connections.use(
        keyOf(row),
        async (source) => {
          const result = await source.driver.testConnection(this.testTimeoutMs);
          if (result.ok) {
            const privileged = await this.probePrivileges(source, row.id);
            if (privileged !== undefined)
              this.privileges.set(row.id, { version: row.update_time, privileged });
            return null;
          }
          this.deps.log.info(
            { datasource: row.id, reason: result.message },
            'data source check failed',
          );
          return codeForReason(result.reason);
        },
        { bypassGate: true },
      );
    } catch (error) {
      this.deps.log.info(
        { datasource: row.id, reason: logText(error) },
        'data source check failed',
      );
      code = toDatasourceError(error).code;
    }
    // A failed source gets a fresh driver next time: its host is resolved and checked again.
    if (code) this.runner.connections.evict(row.id);
    await repo
      .setStatus(this.deps.db, row.id, code ? 'error' : 'ok', code, Date.now())
      .catch(() => undefined);
    return code;
  }

  /** Checks a source after a save without holding up the reply (best effort). */
  refreshInBackground(row: DatasourceRow): void {
    const tracked = this.refreshStatus(row).catch(() => undefined);
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  /** One pass of the status scheduler over every source of every organisation. */
  async refreshAll(concurrency = 4): Promise<void> {
    const rows = await repo.listAll(this.deps.db);
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next];
        next += 1;
        if (row) await this.refreshStatus(row);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  }

  /** What the last check found about a source's login, if it checked this configuration. */
  privilegedOf(row: DatasourceRow): boolean | undefined {
    const known = this.privileges.get(row.id);
    return known && known.version === row.update_time ? known.privileged : undefined;
  }

  /** Forgets a deleted source. */
  forget(id: string): void {
    this.privileges.delete(id);
  }

  /** Waits briefly for background checks: their results are best effort. */
  async settle(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.pending]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  /**
   * Asks the source whether its login may do more than read (DESIGN §5). Best effort: a
   * server that cannot answer (an older or another member of the MySQL family) leaves it
   * unknown, and the connection test still succeeds.
   */
  private async probePrivileges(
    source: OpenedSource,
    datasource?: string,
  ): Promise<boolean | undefined> {
    try {
      return await loginPrivileged(source.dialect.id, source.driver, {
        timeoutMs: this.testTimeoutMs,
      });
    } catch (error) {
      this.deps.log.info({ datasource, reason: logText(error) }, 'login privilege check failed');
      return undefined;
    }
  }
}
