import {
  GRANT_LEVELS,
  PREVIEW_ROW_LIMIT,
  type DatasetView,
  type UploadImport,
  type UploadPreview,
} from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import {
  detectUploadKind,
  importUpload,
  inspectUpload,
  type ImportColumn,
  type UploadColumnType,
  type UploadKind,
} from '@tessera/engine/ingestion';
import { forgetColumnRules } from '../auth/stored-column-rules.js';
import type { AccessContext } from '../auth/access.js';
import { grant } from '../auth/grants.js';
import { AppError, notFound } from '../http/app-error.js';
import type { DatasetDeps } from './deps.js';
import { columnField } from './field-rows.js';
import * as repo from './repository.js';
import type { DatasetRow } from './repository.js';
import type { DatasetService } from './service.js';
import { insertDataset } from './service.js';
import type { StagedUpload, UploadStaging } from './staging.js';
import type { WarehouseWrites } from './warehouse-writes.js';
import { uploadError } from './upload-errors.js';
import { toDatasetView } from './view.js';

type ImportInput = Omit<UploadImport, 'groupId' | 'fields'> & {
  groupId: string | null;
  fields: ImportColumn[];
};

/**
 * Excel/CSV uploads (issue 7 part 2): a staged file is inspected (columns, inferred types, first
 * rows) and then imported into the warehouse as a new upload dataset, or replaces or appends to
 * an existing one. Imports build a scratch table and swap it in: a failure changes nothing.
 */
export class DatasetUploads {
  constructor(
    private readonly deps: DatasetDeps,
    private readonly staging: UploadStaging,
    private readonly writes: WarehouseWrites,
    private readonly datasets: DatasetService,
  ) {}

  async preview(staged: StagedUpload): Promise<UploadPreview> {
    const { uploadId, fileName } = staged;
    const path = this.staging.filePath(uploadId);
    try {
      const kind = await detectUploadKind(path);
      const inspected = await inspectUpload(path, kind, { sampleRows: PREVIEW_ROW_LIMIT });
      this.staging.remember({ ...staged, columns: inspected.columns });
      return {
        uploadId,
        fileName,
        sheet: inspected.sheet,
        fields: inspected.columns.map((c) => ({ name: c.name, deType: c.deType })),
        data: inspected.sample,
        rows: inspected.rows,
      };
    } catch (error) {
      this.staging.discard(uploadId);
      throw uploadError(error);
    }
  }

  async import(access: AccessContext, input: ImportInput): Promise<DatasetView> {
    const staged = this.staging.find(input.uploadId, access.orgId, access.userId);
    if (!staged) throw new AppError(410, 'DATASET_UPLOAD_EXPIRED');
    const path = this.staging.filePath(staged.uploadId);
    let kind: UploadKind;
    try {
      kind = await detectUploadKind(path);
    } catch (error) {
      throw uploadError(error);
    }
    // A column whose type the user kept is stored as inspected (a whole number as BIGINT, a
    // date as DATE); one they changed takes the type's general form.
    const inferred = new Map((staged.columns ?? []).map((c) => [c.name, c]));
    const fields = input.fields.map((f) => {
      const seen = inferred.get(f.name);
      return seen && seen.deType === f.deType
        ? { ...f, warehouseType: seen.warehouseType as UploadColumnType }
        : f;
    });
    const withTypes = { ...input, fields };
    const view = input.target
      ? await this.intoExisting(access, withTypes, path, kind)
      : await this.intoNew(access, withTypes, path, kind);
    this.staging.discard(staged.uploadId);
    return view;
  }

  private async intoNew(
    access: AccessContext,
    input: ImportInput,
    path: string,
    kind: UploadKind,
  ): Promise<DatasetView> {
    const { db } = this.deps;
    const name = input.name as string;
    const parent = repo.storedParent(input.groupId);
    if (parent !== '' && !(await repo.findGroup(db, parent, access.orgId))) throw notFound();
    if (await repo.siblingNameTaken(db, access.orgId, parent, name))
      throw new AppError(400, 'DATASET_NAME_TAKEN');
    const warehouse = await this.datasets.warehouseOf(access.orgId);
    const id = repo.newId();
    const table = `upload_${id}`;
    await this.run(() =>
      this.writes.use((writer) =>
        importUpload({ writer, path: this.writes.path }, path, kind, {
          table,
          columns: input.fields,
          mode: 'replace',
        }),
      ),
    );
    const now = Date.now();
    const row: DatasetRow = {
      id,
      org_id: access.orgId,
      dept_id: access.deptId,
      group_id: parent,
      name,
      name_key: nameSkeleton(name),
      kind: 'upload',
      mode: 'direct',
      datasource_id: warehouse.id,
      info: JSON.stringify({ kind: 'upload' }),
      warehouse_table: table,
      version: 1,
      create_by: access.userId,
      create_time: now,
      update_time: now,
    };
    const fields = input.fields.map((f, i) =>
      columnField(id, { name: f.name, deType: f.deType, nativeType: '' }, i),
    );
    try {
      await db.transaction().execute(async (trx) => {
        await insertDataset(trx, row, fields);
        await grant(trx, 'dataset', id, 'user', access.userId, GRANT_LEVELS.manage);
        await grant(trx, 'dataset', id, 'org', access.orgId, GRANT_LEVELS.use);
      });
    } catch (error) {
      await this.writes.use((writer) => writer.dropTable(table)).catch(() => undefined);
      throw error;
    }
    return toDatasetView(row, GRANT_LEVELS.manage);
  }

  private async intoExisting(
    access: AccessContext,
    input: ImportInput,
    path: string,
    kind: UploadKind,
  ): Promise<DatasetView> {
    const target = input.target as NonNullable<ImportInput['target']>;
    const loaded = await this.deps.resources.authorise(
      access,
      'dataset',
      target.datasetId,
      'manage',
    );
    const { row } = loaded;
    if (row.kind !== 'upload' || !row.warehouse_table)
      throw new AppError(400, 'DATASET_KIND_MISMATCH');
    const table = row.warehouse_table;
    await this.run(() =>
      this.writes.use((writer) =>
        importUpload({ writer, path: this.writes.path }, path, kind, {
          table,
          columns: input.fields,
          mode: target.mode,
        }),
      ),
    );
    const { db } = this.deps;
    if (target.mode === 'replace') {
      // New columns: the fields start again, keeping those whose name and type stayed.
      const existing = await repo.listFields(db, row.id);
      const byName = new Map(existing.map((f) => [f.origin_name, f]));
      const fields = input.fields.map((f, i) => {
        const old = byName.get(f.name);
        return old && old.origin_de_type === f.deType
          ? { ...old, sort: i }
          : columnField(row.id, { name: f.name, deType: f.deType, nativeType: '' }, i);
      });
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('dataset_fields')
          .where('dataset_id', '=', row.id)
          .where('kind', '=', 'column')
          .execute();
        await trx.insertInto('dataset_fields').values(fields).execute();
        const kept = new Set(fields.map((f) => f.id));
        const dropped = existing.filter((f) => f.kind === 'column' && !kept.has(f.id));
        await forgetColumnRules(trx, { fieldIds: dropped.map((f) => f.id) });
      });
    }
    await db
      .updateTable('datasets')
      .set({ version: row.version + 1, update_time: Date.now() })
      .where('id', '=', row.id)
      .execute();
    return this.datasets.get({ ...loaded, row: { ...row, version: row.version + 1 } });
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw uploadError(error);
    }
  }
}
