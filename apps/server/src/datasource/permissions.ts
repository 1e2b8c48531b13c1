import { PERMISSIONS } from '@tessera/contracts';
import type { ResourceKind } from '../auth/resources.js';
import { findInOrg, type DatasourceRow } from './repository.js';

declare module '../auth/resources.js' {
  interface ResourceRows {
    datasource: DatasourceRow;
  }
}

/**
 * Data sources as resources: found by id inside the caller's organisation; holders of the data-
 * source management capability (organisation administrators and up) manage every source made in
 * their organisation or below it, everyone else holds what grants give them, their roles and their
 * organisation.
 */
export const DATASOURCE_RESOURCE: ResourceKind<'datasource'> = {
  type: 'datasource',
  table: 'datasources',
  find: findInOrg,
  implied: { permission: PERMISSIONS.datasourceManage, level: 'manage' },
};
