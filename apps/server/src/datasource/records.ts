import crypto from 'node:crypto';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import type {
  datasourceAddSchema,
  datasourceListQuerySchema,
  datasourceUpdateSchema,
} from '@tessera/contracts';
import {
  GRANT_LEVELS,
  sameEndpoint,
  type DatasourceConnection,
  type DatasourceEndpoint,
  type DatasourceView,
  type GrantLevel,
  type Language,
} from '@tessera/contracts';
import type { z } from 'zod';
import type { AccessContext } from '../auth/access.js';
import type { LoadedResource, ResourceAccess } from '../auth/resources.js';
import { grant, revokeAllGrants } from '../auth/grants.js';
import { sealSecret } from '../crypto/secret-box.js';
import type { Db } from '../db/database.js';
import { demoNames, shownName } from '../demo/names.js';
import { AppError } from '../http/app-error.js';
import { assertSavable } from './address-check.js';
import type { ConnectionManager } from './connections.js';
import type { DependentsRegistry } from './dependents.js';
import { connectionOf, parseStoredConnection, storableConfiguration } from './drivers.js';
import type { EgressPolicy } from './egress.js';
import * as repo from './repository.js';
import type { DatasourceRow } from './repository.js';
import type { SourceStatus } from './source-status.js';
import { toView } from './view.js';

type AddInput = z.output<typeof datasourceAddSchema>;
type UpdateInput = z.output<typeof datasourceUpdateSchema>;
type ListQuery = z.output<typeof datasourceListQuerySchema>;
/** A source the route's access declaration loaded, with the caller's level on it. */
type Loaded = LoadedResource<'datasource'>;

export interface DatasourceRecordsDeps {
  db: Db;
  resources: ResourceAccess;
  dataKey: Uint8Array;
  egress: EgressPolicy;
  connections: ConnectionManager;
  dependents: DependentsRegistry;
  status: SourceStatus;
}

/**
 * The stored sources of an organisation: read, list, add, update, remove. Passwords are sealed
 * at rest and never shown; a saved configuration is checked in the background.
 */
export class DatasourceRecords {
  constructor(private readonly deps: DatasourceRecordsDeps) {}

  async get({ row, level }: Loaded, language: Language): Promise<DatasourceView> {
    const [shown] = await this.shownNames([row], language);
    return toView(shown!, level, language, this.deps.status.privilegedOf(row));
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
      .map((r) =>
        toView(r, levels.get(r.id) as GrantLevel, language, this.deps.status.privilegedOf(r)),
      );
  }

  async add(access: AccessContext, input: AddInput, language: Language): Promise<DatasourceView> {
    const { db } = this.deps;
    if (await repo.nameTaken(db, access.orgId, input.name))
      throw new AppError(400, 'DATASOURCE_NAME_TAKEN');
    const connection = connectionOf(input);
    await assertSavable(this.deps.egress, connection);
    const id = crypto.randomBytes(16).toString('hex');
    const now = Date.now();
    const password = connection.configuration.password;
    const row: DatasourceRow = {
      id,
      org_id: access.orgId,
      dept_id: access.deptId,
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
    this.deps.status.refreshInBackground(row);
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
    await assertSavable(this.deps.egress, connection);
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
    this.deps.connections.evict(row.id);
    const updated: DatasourceRow = { ...row, ...patch };
    this.deps.status.refreshInBackground(updated);
    return toView(updated, level, language, this.deps.status.privilegedOf(updated));
  }

  async remove({ row }: Loaded, language: Language): Promise<void> {
    if (row.builtin) throw new AppError(403, 'DATASOURCE_BUILTIN');
    const dependents = await this.deps.dependents.find(row.id, row.org_id);
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
    this.deps.connections.evict(row.id);
    this.deps.status.forget(row.id);
  }

  /** The demo warehouse is named in the reader's language (issue 19). */
  private async shownNames(rows: DatasourceRow[], language: Language): Promise<DatasourceRow[]> {
    const names = await demoNames(this.deps.db);
    return rows.map((r) => ({
      ...r,
      name: shownName(names, 'datasource', r.id, r.name, language),
    }));
  }
}

const endpointOf = (connection: DatasourceConnection): DatasourceEndpoint => ({
  type: connection.type,
  host: connection.configuration.host,
  port: connection.configuration.port,
  username: connection.configuration.username,
});
