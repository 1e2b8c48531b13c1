import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation.js';
import * as m0002 from './0002_datasources.js';
import * as m0003 from './0003_operation_permissions.js';
import * as m0004 from './0004_name_keys.js';
import * as m0005 from './0005_datasets.js';
import * as m0006 from './0006_charts.js';
import * as m0007 from './0007_panels.js';
import * as m0008 from './0008_name_keys_nfkc.js';
import * as m0009 from './0009_hashed_throttle_counters.js';
import * as m0010 from './0010_panel_version_restored_from.js';
import * as m0011 from './0011_demo_objects.js';
import * as m0012 from './0012_organisation_admin.js';
import * as m0013 from './0013_grants_with_sub_orgs.js';
import * as m0014 from './0014_dataset_row_permissions.js';
import * as m0015 from './0015_dataset_column_permissions.js';
import * as m0016 from './0016_resource_departments.js';
import * as m0017 from './0017_share_links.js';
import * as m0018 from './0018_link_exports.js';
import * as m0019 from './0019_link_policy.js';

/**
 * Every migration, in order. Names are permanent: a released name is never renamed or removed,
 * because a store that ran it compares names to decide whether it is newer than this code.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_datasources': m0002,
  '0003_operation_permissions': m0003,
  '0004_name_keys': m0004,
  '0005_datasets': m0005,
  '0006_charts': m0006,
  '0007_panels': m0007,
  '0008_name_keys_nfkc': m0008,
  '0009_hashed_throttle_counters': m0009,
  '0010_panel_version_restored_from': m0010,
  '0011_demo_objects': m0011,
  '0012_organisation_admin': m0012,
  '0013_grants_with_sub_orgs': m0013,
  '0014_dataset_row_permissions': m0014,
  '0015_dataset_column_permissions': m0015,
  '0016_resource_departments': m0016,
  '0017_share_links': m0017,
  '0018_link_exports': m0018,
  '0019_link_policy': m0019,
};
