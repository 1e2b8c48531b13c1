import { demoNames, shownName } from '../demo/names.js';
import crypto from 'node:crypto';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type {
  datasourceAddSchema,
  datasourceColumnsQuerySchema,
  datasourceListQuerySchema,
  datasourceUpdateSchema,
} from '@tessera/contracts';
import {
  GRANT_LEVELS,
  sameEndpoint,
  type DatasourceColumn,
  type DatasourceConnection,
  type DatasourceEndpoint,
  type DatasourceTable,
  type DatasourceTypeInfo,
  type DatasourceValidation,
  type DatasourceView,
  type ErrorCode,
  type GrantLevel,
  type Language,
} from '@tessera/contracts';
import {
  DEFAULT_TEST_CONNECTION_TIMEOUT_MS,
  loginPrivileged,
  type ExecuteOptions,
} from '@tessera/engine';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AccessContext } from '../auth/access.js';
import type { LoadedResource, ResourceAccess } from '../auth/resources.js';
import { grant, revokeAllGrants } from '../auth/grants.js';
import { openSecret, sealSecret } from '../crypto/secret-box.js';
import type { Db } from '../db/database.js';
import { AppError, notFound } from '../http/app-error.js';
import { ConnectionManager, type OpenedSource, type SourceKey } from './connections.js';
import { DependentsRegistry } from './dependents.js';
import { sourceGateLimits } from './gate-limits.js';
import {
  checkedAddress,
  connectionOf,
  openConnection,
  openWarehouse,
  isEmbedded,
  parseStoredConnection,
  storableConfiguration,
  tableScope,
} from './drivers.js';
import type { EgressPolicy } from './egress.js';
import { codeForReason, logText, toDatasourceError } from './failures.js';
import { browseColumns, browseTables } from './browse.js';
import { Gate, type GateLimits } from '../concurrency/gate.js';
import * as repo from './repository.js';
import type { DatasourceRow } from './repository.js';
import { TYPE_DESCRIPTORS } from './type-descriptors.js';
import { readableWarehouseTables } from './warehouse-tables.js';
import { toValidation, toView } from './view.js';

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

/** How long closing the app waits for running background status checks. */
const CLOSE_WAIT_MS = 1_000;

/** Introspection is metadata: it gets a shorter deadline than a chart query. */
const INTROSPECTION_TIMEOUT_MS = 20_000;

/** Tables of the built-in warehouse that every organisation may read: the demo data. */
export { isSharedWarehouseTable } from './warehouse-tables.js';

/**
 * Data sources of an organisation: CRUD, connection tests, browsing tables and columns. Every
 * id is looked up inside the caller's organisation (another one's id does not exist: B1), then
 * the caller's grant level decides (view < use < export < manage).
 */
export class DatasourceService {
  readonly connections: ConnectionManager;
  readonly dependents = new DependentsRegistry();
  private readonly adHoc: Gate;
  private readonly pending = new Set<Promise<unknown>>();
  private readonly testTimeoutMs: number;
  /**
   * What the last successful check of each source found about its login (see
   * DatasourceView.privileged), for the configuration version it checked. Kept in memory: a
   * restart forgets it until the next check (a test, a save, the status scheduler).
   */
  private readonly privileges = new Map<string, { version: number; privileged: boolean }>();

  constructor(private readonly deps: DatasourceServiceDeps) {
    this.connections = new ConnectionManager(
      (key) => this.open(key),
      (key) => sourceGateLimits(deps.limits, (key as SourceKey & { row: DatasourceRow }).row),
    );
    // Tests of unsaved configurations share one gate: each opens a fresh connection.
    this.adHoc = new Gate(deps.limits);
    this.testTimeoutMs = deps.testTimeoutMs ?? DEFAULT_TEST_CONNECTION_TIMEOUT_MS;
  }

  types(): readonly DatasourceTypeInfo[] {
    return TYPE_DESCRIPTORS;
  }

  async get({ row, level }: Loaded, language: Language): Promise<DatasourceView> {
    const [shown] = await this.shownNames([row], language);
    return toView(shown!, level, language, this.privilegedOf(row));
  }

  /** The demo warehouse is named in the reader's language (issue 19). */
  private async shownNames(rows: DatasourceRow[], language: Language): Promise<DatasourceRow[]> {
    const names = await demoNames(this.deps.db);
    return rows.map((r) => ({
      ...r,
      name: shownName(names, 'datasource', r.id, r.name, language),
    }));
  }

  async list(access: AccessContext, query: ListQuery, language: Language) {
    const rows = await this.shownNames(await repo.listInOrg(this.deps.db, access.orgId), language);
    const levels = await this.deps.resources.levels(
      access,
      'datasource',
      rows.map((r) => r.id),
    );
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const collator = new Intl.Collator(language, { numeric: true });
    return rows
      .filter((r) => (levels.get(r.id) ?? 0) >= GRANT_LEVELS.view)
      .filter((r) => !query.type || r.type === query.type)
      .filter(
        (r) =>
          !keyword ||
          r.name.toLowerCase().includes(keyword) ||
          r.description.toLowerCase().includes(keyword),
      )
      .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id))
      .map((r) => toView(r, levels.get(r.id) as GrantLevel, language, this.privilegedOf(r)));
  }

  async add(access: AccessContext, input: AddInput, language: Language): Promise<DatasourceView> {
    const { db } = this.deps;
    if (await repo.nameTaken(db, access.orgId, input.name))
      throw new AppError(400, 'DATASOURCE_NAME_TAKEN');
    const connection = connectionOf(input);
    await this.assertEgress(connection);
    const id = crypto.randomBytes(16).toString('hex');
    const now = Date.now();
    const password = connection.configuration.password;
    const row: DatasourceRow = {
      id,
      org_id: access.orgId,
      name: input.name,
      name_key: nameSkeleton(input.name),
      description: input.desc,
      type: connection.type,
      configuration: storableConfiguration(connection),
      password_secret: password ? sealSecret(this.deps.dataKey, password, id) : null,
      builtin: 0,
      status: 'unknown',
      status_message: null,
      status_time: null,
      create_by: access.userId,
      create_time: now,
      update_time: now,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await repo.insertDatasource(trx, row);
        await grant(trx, 'datasource', id, 'user', access.userId, GRANT_LEVELS.manage);
        await grant(trx, 'datasource', id, 'org', access.orgId, GRANT_LEVELS.use);
      });
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw new AppError(400, 'DATASOURCE_NAME_TAKEN');
      throw error;
    }
    // Saved without testing (the form tests first); the status arrives in the background.
    this.background(this.refreshStatus(row));
    return toView(row, GRANT_LEVELS.manage, language);
  }

  async update(
    { row, level }: Loaded,
    input: UpdateInput,
    language: Language,
  ): Promise<DatasourceView> {
    if (row.builtin) throw new AppError(403, 'DATASOURCE_BUILTIN');
    const { db } = this.deps;
    // An unchanged name keeps its key: a look-alike saved before the rule stays editable.
    const renamed = input.name !== row.name;
    if (renamed && (await repo.nameTaken(db, row.org_id, input.name, row.id)))
      throw new AppError(400, 'DATASOURCE_NAME_TAKEN');
    const connection = connectionOf(input);
    const before = parseStoredConnection(row.type, row.configuration);
    const newPassword = connection.configuration.password;
    // A stored password only ever goes back to the server it was entered for: a new type,
    // host, port or user needs it typed again (else a manager could send it elsewhere).
    if (
      newPassword === undefined &&
      row.password_secret !== null &&
      !sameEndpoint(endpointOf(before), endpointOf(connection))
    )
      throw new AppError(400, 'DATASOURCE_PASSWORD_REQUIRED');
    await this.assertEgress(connection);
    const passwordSecret =
      newPassword === undefined
        ? row.password_secret
        : newPassword
          ? sealSecret(this.deps.dataKey, newPassword, row.id)
          : null;
    const patch = {
      name: input.name,
      name_key: renamed ? nameSkeleton(input.name) : row.name_key,
      description: input.desc,
      type: connection.type,
      configuration: storableConfiguration(connection),
      password_secret: passwordSecret,
      status: 'unknown',
      status_message: null,
      status_time: null,
      update_time: Math.max(Date.now(), row.update_time + 1),
    };
    try {
      await repo.updateDatasource(db, row.id, row.org_id, patch);
    } catch (error) {
      if (repo.isUniqueViolation(error)) throw new AppError(400, 'DATASOURCE_NAME_TAKEN');
      throw error;
    }
    this.connections.evict(row.id);
    const updated: DatasourceRow = { ...row, ...patch };
    this.background(this.refreshStatus(updated));
    return toView(updated, level, language, this.privilegedOf(updated));
  }

  async remove({ row }: Loaded, language: Language): Promise<void> {
    if (row.builtin) throw new AppError(403, 'DATASOURCE_BUILTIN');
    const dependents = await this.dependents.find(row.id, row.org_id);
    if (dependents.length > 0) {
      const separator = language === 'en' ? ', ' : '、';
      throw new AppError(409, 'DATASOURCE_IN_USE', undefined, {
        names: dependents.map((d) => d.name).join(separator),
      });
    }
    await this.deps.db.transaction().execute(async (trx) => {
      await repo.deleteDatasource(trx, row.id, row.org_id);
      await revokeAllGrants(trx, 'datasource', row.id);
    });
    this.connections.evict(row.id);
    this.privileges.delete(row.id);
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
      const address = await this.addressOrFailure(connection);
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
    { row }: Loaded,
    language: Language,
    signal?: AbortSignal,
  ): Promise<DatasourceValidation> {
    const started = Date.now();
    const release = await this.connections.admit(this.key(row), signal);
    try {
      const code = await this.refreshStatus(row);
      return toValidation(code, started, language, this.privilegedOf(row));
    } finally {
      release();
    }
  }

  async getTables({ row }: Loaded, signal?: AbortSignal): Promise<DatasourceTable[]> {
    const scope = tableScope(row);
    const tables = await this.run(row, signal, (source, exec) => browseTables(source, scope, exec));
    if (!row.builtin) return tables;
    // The shared warehouse also holds every other organisation's uploads and extracts: only
    // the caller organisation's own tables and the demo data are offered, each upload or
    // extract titled with its dataset's name.
    const readable = await readableWarehouseTables(this.deps.db, row.org_id);
    return tables.flatMap((table) => {
      if (!readable.has(table.name)) return [];
      const title = readable.get(table.name);
      return [title ? { ...table, title } : table];
    });
  }

  async getColumns(
    { row }: Loaded,
    query: ColumnsQuery,
    signal?: AbortSignal,
  ): Promise<DatasourceColumn[]> {
    if (row.builtin && !(await readableWarehouseTables(this.deps.db, row.org_id)).has(query.table))
      throw notFound();
    const scope = tableScope(row);
    return this.run(row, signal, (source, exec) => browseColumns(source, scope, query, exec));
  }

  /**
   * Runs `fn` on a source's driver through its gate (bounded per source, SECURITY E3), with the
   * source's own statement timeout unless `timeoutMs` is given: what datasets, previews and
   * extracts use. Driver failures become the localised data-source errors.
   */
  async withSource<T>(
    row: DatasourceRow,
    signal: AbortSignal | undefined,
    fn: (source: OpenedSource, exec: ExecuteOptions) => Promise<T>,
    timeoutMs?: number,
  ): Promise<T> {
    return this.run(row, signal, fn, timeoutMs ?? null);
  }

  /**
   * Tests a source's connection and stores ok/error with a failure code (shown localised).
   * Resolves with the failure code, or null when the source answered.
   */
  async refreshStatus(row: DatasourceRow): Promise<ErrorCode | null> {
    let code: ErrorCode | null;
    try {
      code = await this.connections.use(
        this.key(row),
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
    if (code) this.connections.evict(row.id);
    await repo
      .setStatus(this.deps.db, row.id, code ? 'error' : 'ok', code, Date.now())
      .catch(() => undefined);
    return code;
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

  /** Waits briefly for background checks (their results are best effort), then closes drivers. */
  async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.pending]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, CLOSE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
    await this.connections.closeAll();
  }

  /** What the last check found about a source's login, if it checked this configuration. */
  private privilegedOf(row: DatasourceRow): boolean | undefined {
    const known = this.privileges.get(row.id);
    return known && known.version === row.update_time ? known.privileged : undefined;
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

  private background(promise: Promise<unknown>): void {
    const tracked = promise.catch(() => undefined);
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  private async run<T>(
    row: DatasourceRow,
    signal: AbortSignal | undefined,
    fn: (source: OpenedSource, exec: ExecuteOptions) => Promise<T>,
    /** null: the source's configured statement timeout. */
    timeoutMs: number | null = INTROSPECTION_TIMEOUT_MS,
  ): Promise<T> {
    try {
      return await this.connections.use(
        this.key(row),
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

  private key(row: DatasourceRow): SourceKey & { row: DatasourceRow } {
    return { id: row.id, version: row.update_time, row };
  }

  private async open(key: SourceKey): Promise<OpenedSource> {
    const { row } = key as SourceKey & { row: DatasourceRow };
    if (isEmbedded(row)) return openWarehouse(this.deps.warehousePath);
    const connection = parseStoredConnection(row.type, row.configuration);
    const address = await checkedAddress(this.deps.egress, connection);
    const password = row.password_secret
      ? openSecret(this.deps.dataKey, row.password_secret, row.id)
      : '';
    return openConnection(connection, password, address);
  }

  private async assertEgress(connection: DatasourceConnection): Promise<void> {
    const decision = await this.deps.egress.check(
      connection.configuration.host,
      connection.configuration.port,
    );
    // A name that does not resolve yet may still be saved; its status will say so.
    if (!decision.allowed && decision.reason === 'denied')
      throw new AppError(400, 'DATASOURCE_EGRESS_DENIED');
  }

  /** The checked address, or the failure code when the host does not resolve. */
  private async addressOrFailure(connection: DatasourceConnection): Promise<string | ErrorCode> {
    try {
      return await checkedAddress(this.deps.egress, connection);
    } catch (error) {
      if (error instanceof AppError && error.status === 400) throw error;
      return error instanceof AppError ? error.code : 'DATASOURCE_CONNECTION_FAILED';
    }
  }
}

const endpointOf = (connection: DatasourceConnection): DatasourceEndpoint => ({
  type: connection.type,
  host: connection.configuration.host,
  port: connection.configuration.port,
  username: connection.configuration.username,
});
