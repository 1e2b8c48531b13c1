import type {
  datasourceAddSchema,
  datasourceColumnsQuerySchema,
  datasourceListQuerySchema,
  datasourceUpdateSchema,
  DatasourceColumn,
  DatasourceConnection,
  DatasourceTable,
  DatasourceTypeInfo,
  DatasourceValidation,
  DatasourceView,
  ErrorCode,
  Language,
} from '@tessera/contracts';
import type { ExecuteOptions } from '@tessera/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AccessContext } from '../auth/access.js';
import type { LoadedResource, ResourceAccess } from '../auth/resources.js';
import type { GateLimits } from '../concurrency/gate.js';
import type { Db } from '../db/database.js';
import type { ConnectionManager, OpenedSource } from './connections.js';
import { DependentsRegistry } from './dependents.js';
import type { EgressPolicy } from './egress.js';
import { DatasourceRecords } from './records.js';
import type { DatasourceRow } from './repository.js';
import { SourceRunner } from './source-runner.js';
import { SourceStatus } from './source-status.js';
import { listColumns, listTables } from './table-listing.js';
import { TYPE_DESCRIPTORS } from './type-descriptors.js';

type AddInput = z.output<typeof datasourceAddSchema>;
type UpdateInput = z.output<typeof datasourceUpdateSchema>;
type ListQuery = z.output<typeof datasourceListQuerySchema>;
type ColumnsQuery = z.output<typeof datasourceColumnsQuerySchema>;
/** A source the route's access declaration loaded, with the caller's level on it. */
type Loaded = LoadedResource<'datasource'>;

export interface DatasourceServiceDeps {
  db: Db;
  /** The one object loader: levels for the list (routes get their row from it directly). */
  resources: ResourceAccess;
  dataKey: Uint8Array;
  egress: EgressPolicy;
  warehousePath: string;
  limits: GateLimits;
  log: FastifyBaseLogger;
  /** Deadline of a connection test (validate, status checks). */
  testTimeoutMs?: number;
  /** The byte cap of every answer read through withSource (SECURITY E2); none when absent. */
  answerMaxBytes?: number;
}

/** Tables of the built-in warehouse that every organisation may read: the demo data. */
export { isSharedWarehouseTable } from './warehouse-tables.js';

/**
 * Data sources of an organisation, as the routes and the other features use them. Every id is
 * looked up inside the caller's organisation (another one's id does not exist: B1), then the
 * caller's grant level decides (view < use < export < manage). The work is done by one part
 * per job: records.ts (read and write the stored sources), source-status.ts (connection
 * tests), source-runner.ts (opening and running through each source's gate),
 * table-listing.ts (tables and columns).
 */
export class DatasourceService {
  readonly connections: ConnectionManager;
  readonly dependents = new DependentsRegistry();
  private readonly runner: SourceRunner;
  private readonly status: SourceStatus;
  private readonly records: DatasourceRecords;

  constructor(private readonly deps: DatasourceServiceDeps) {
    this.runner = new SourceRunner(deps);
    this.connections = this.runner.connections;
    this.status = new SourceStatus(deps, this.runner);
    this.records = new DatasourceRecords({
      ...deps,
      connections: this.connections,
      dependents: this.dependents,
      status: this.status,
    });
  }

  types(): readonly DatasourceTypeInfo[] {
    return TYPE_DESCRIPTORS;
  }

  get(loaded: Loaded, language: Language): Promise<DatasourceView> {
    return this.records.get(loaded, language);
  }

  list(access: AccessContext, query: ListQuery, language: Language): Promise<DatasourceView[]> {
    return this.records.list(access, query, language);
  }

  add(access: AccessContext, input: AddInput, language: Language): Promise<DatasourceView> {
    return this.records.add(access, input, language);
  }

  update(loaded: Loaded, input: UpdateInput, language: Language): Promise<DatasourceView> {
    return this.records.update(loaded, input, language);
  }

  remove(loaded: Loaded, language: Language): Promise<void> {
    return this.records.remove(loaded, language);
  }

  /** Tests an unsaved configuration: a failed test is an answer, not an error. */
  validateConnection(
    connection: DatasourceConnection,
    language: Language,
    signal?: AbortSignal,
  ): Promise<DatasourceValidation> {
    return this.status.validateConnection(connection, language, signal);
  }

  /** Tests a stored source now and records its status. */
  validateStored(
    { row }: Loaded,
    language: Language,
    signal?: AbortSignal,
  ): Promise<DatasourceValidation> {
    return this.status.validateStored(row, language, signal);
  }

  getTables({ row }: Loaded, signal?: AbortSignal): Promise<DatasourceTable[]> {
    return listTables(this.deps.db, this.runner, row, signal);
  }

  getColumns(
    { row }: Loaded,
    query: ColumnsQuery,
    signal?: AbortSignal,
  ): Promise<DatasourceColumn[]> {
    return listColumns(this.deps.db, this.runner, row, query, signal);
  }

  /**
   * Runs `fn` on a source's driver through its gate (bounded per source, SECURITY E3), with the
   * source's own statement timeout unless `timeoutMs` is given: what datasets, previews and
   * extracts use. Driver failures become the localised data-source errors.
   */
  withSource<T>(
    row: DatasourceRow,
    signal: AbortSignal | undefined,
    fn: (source: OpenedSource, exec: ExecuteOptions) => Promise<T>,
    timeoutMs?: number,
  ): Promise<T> {
    return this.runner.run(row, signal, fn, timeoutMs ?? null);
  }

  /**
   * Tests a source's connection and stores ok/error with a failure code (shown localised).
   * Resolves with the failure code, or null when the source answered.
   */
  refreshStatus(row: DatasourceRow): Promise<ErrorCode | null> {
    return this.status.refreshStatus(row);
  }

  /** One pass of the status scheduler over every source of every organisation. */
  refreshAll(concurrency = 4): Promise<void> {
    return this.status.refreshAll(concurrency);
  }

  /** Waits briefly for background checks (their results are best effort), then closes drivers. */
  async close(): Promise<void> {
    await this.status.settle();
    await this.connections.closeAll();
  }
}
