import type { FastifyInstance } from 'fastify';
import type { ResourceAccess } from '../auth/resources.js';
import type { Db } from '../db/database.js';
import type { DatasourceService } from '../datasource/service.js';
import type { DatasetDeps, DatasetPaths } from './deps.js';
import { registerColumnPermissionRoutes } from './column-permissions/routes.js';
import { ColumnPermissions } from './column-permissions/service.js';
import { DatasetFieldValues, type FieldValuesParts } from './field-values.js';
import { DatasetFields } from './fields.js';
import { DatasetGroups } from './groups.js';
import { DATASET_RESOURCE } from './permissions.js';
import { DatasetPreviews } from './preview.js';
import { DatasetReader } from './reader.js';
import { registerDatasetRoutes } from './routes.js';
import { registerRowPermissionRoutes } from './row-permissions/routes.js';
import { RowPermissions } from './row-permissions/service.js';
import { DatasetService } from './service.js';
import { UploadStaging } from './staging.js';
import { DatasetSyncs } from './sync.js';
import { registerUploadRoutes } from './upload-routes.js';
import { DatasetUploads } from './uploads.js';
import { WarehouseWrites } from './warehouse-writes.js';

/** How often staged uploads past their lifetime are swept. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Datasets: the resource kind, the services, their routes, the sync scheduler, the upload
 * staging folder and the data-source dependents hook.
 */
export async function registerDatasets(
  app: FastifyInstance,
  deps: {
    db: Db;
    resources: ResourceAccess;
    datasources: DatasourceService;
    extractMaxBytes?: number;
  } & DatasetPaths,
  /** Field values' seams: the row rules charts apply, and reaching a field through a dashboard. */
  values: FieldValuesParts = {},
): Promise<{ reader: DatasetReader }> {
  deps.resources.register(DATASET_RESOURCE);
  const shared: DatasetDeps = { ...deps, log: app.log };
  const reader = new DatasetReader(shared);
  const datasets = new DatasetService(shared);
  const writes = new WarehouseWrites(deps.warehousePath);
  const staging = new UploadStaging(deps.uploadsDir);
  const syncs = new DatasetSyncs(shared, writes, datasets);
  const previews = new DatasetPreviews(shared, reader, values.rowRules, values.columnRules);
  registerDatasetRoutes(app, {
    groups: new DatasetGroups(shared),
    datasets,
    fields: new DatasetFields(shared, values.columnRules),
    values: new DatasetFieldValues(shared, reader, values),
    previews,
    syncs,
  });
  registerRowPermissionRoutes(app, new RowPermissions(deps.db, previews));
  registerColumnPermissionRoutes(app, new ColumnPermissions(deps.db));
  await registerUploadRoutes(app, staging, new DatasetUploads(shared, staging, writes, datasets));
  // Deleting a data source that datasets read is refused, naming them (issue 3's hook).
  deps.datasources.dependents.register(async (datasourceId, orgId) =>
    (
      await deps.db
        .selectFrom('datasets')
        .select(['id', 'name'])
        .where('org_id', '=', orgId)
        .where('datasource_id', '=', datasourceId)
        .orderBy('name')
        .execute()
    ).map((row) => ({ type: 'dataset', id: row.id, name: row.name })),
  );
  await syncs.start();
  staging.sweep();
  const sweeper = setInterval(() => staging.sweep(), SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await syncs.stop();
    await writes.close();
  });
  return { reader };
}
