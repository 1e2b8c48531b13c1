import type { ExecuteOptions } from '@tessera/engine';
import type { FastifyBaseLogger } from 'fastify';
import { openSecret } from '../crypto/secret-box.js';
import type { GateLimits } from '../concurrency/gate.js';
import { AppError } from '../http/app-error.js';
import { checkedAddress } from './address-check.js';
import { ConnectionManager, type OpenedSource, type SourceKey } from './connections.js';
import { isEmbedded, openConnection, openWarehouse, parseStoredConnection } from './drivers.js';
import type { EgressPolicy } from './egress.js';
import { logText, toDatasourceError } from './failures.js';
import { sourceGateLimits } from './gate-limits.js';
import type { DatasourceRow } from './repository.js';

/** Introspection is metadata: it gets a shorter deadline than a chart query. */
export const INTROSPECTION_TIMEOUT_MS = 20_000;

export interface SourceRunnerDeps {
  dataKey: Uint8Array;
  egress: EgressPolicy;
  warehousePath: string;
  limits: GateLimits;
  log: FastifyBaseLogger;
  /** The byte cap of every answer read through a source (SECURITY E2); none when absent. */
  answerMaxBytes?: number | undefined;
}

/** A stored source as the connection manager keys it: its id and configuration version. */
export type RowKey = SourceKey & { row: DatasourceRow };

export const keyOf = (row: DatasourceRow): RowKey => ({
  id: row.id,
  version: row.update_time,
  row,
});

/**
 * Opens stored sources (the warehouse on the server's file, others on the address the egress
 * check resolved, with the password unsealed) and runs calls on them through each source's
 * gate (bounded per source, SECURITY E3). Driver failures become the data-source errors.
 */
export class SourceRunner {
  readonly connections: ConnectionManager;

  constructor(private readonly deps: SourceRunnerDeps) {
    this.connections = new ConnectionManager(
      (key) => this.open(key as RowKey),
      (key) => sourceGateLimits(deps.limits, (key as RowKey).row),
    );
  }

  async run<T>(
    row: DatasourceRow,
    signal: AbortSignal | undefined,
    fn: (source: OpenedSource, exec: ExecuteOptions) => Promise<T>,
    /** null: the source's configured statement timeout. */
    timeoutMs: number | null = INTROSPECTION_TIMEOUT_MS,
  ): Promise<T> {
    try {
      return await this.connections.use(
        keyOf(row),
        (source) =>
          fn(source, {
            signal,
            timeoutMs: timeoutMs ?? undefined,
            maxBytes: this.deps.answerMaxBytes,
          }),
        { signal },
      );
    } catch (error) {
      if (!(error instanceof AppError))
        this.deps.log.warn(
          { datasource: row.id, reason: logText(error) },
          'data source call failed',
        );
      throw toDatasourceError(error);
    }
  }

  private async open({ row }: RowKey): Promise<OpenedSource> {
    if (isEmbedded(row)) return openWarehouse(this.deps.warehousePath);
    const connection = parseStoredConnection(row.type, row.configuration);
    const address = await checkedAddress(this.deps.egress, connection);
    const password = row.password_secret
      ? openSecret(this.deps.dataKey, row.password_secret, row.id)
      : '';
    return openConnection(connection, password, address);
  }
}
