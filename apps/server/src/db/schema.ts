import type { Generated } from 'kysely';

/**
 * Metadata store tables. Times are epoch milliseconds (integers) and booleans 0/1 so the same
 * migrations run on SQLite and, later, PostgreSQL.
 */
export interface OrganisationTable {
  id: Generated<number>;
  pid: number;
  name: string;
  create_time: number;
}

export interface UserTable {
  id: Generated<number>;
  org_id: number;
  username: string;
  nick_name: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  language: string | null;
  enabled: number;
  /** 1 until the user chooses their own password (a generated or reset one; issue 21). */
  must_change_password: Generated<number>;
  create_time: number;
  update_time: number;
}

/** Named values of a user that row rules read as `${user.<name>}` (issue 21 part 5). */
export interface UserAttributeTable {
  user_id: number;
  name: string;
  value: string;
}

export interface RoleTable {
  id: Generated<number>;
  /** null for the built-in roles shared by every organisation. */
  org_id: number | null;
  code: string;
  name: string;
  description: string | null;
  builtin: number;
  create_time: number;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface MenuTable {
  id: number;
  pid: number;
  type: number;
  name: string;
  path: string;
  component: string | null;
  title: string;
  icon: string | null;
  hidden: number;
  sort: number;
  permission: string | null;
  plugin_script: string | null;
  plugin_no_layout: number;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
}

/**
 * Object-level grants (DESIGN §5): a level on one resource to a user, role or organisation.
 * level: 1 view < 2 use < 3 export < 4 manage.
 */
export interface ResourceGrantTable {
  id: Generated<number>;
  resource_type: string;
  resource_id: string;
  target_type: 'user' | 'role' | 'org';
  target_id: number;
  level: number;
  /** For an 'org' target: 1 when the organisation's sub-organisations' users hold it too. */
  with_sub_orgs: Generated<number>;
  create_time: number;
}

export interface SessionTable {
  jti: string;
  user_id: number;
  issued_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface LoginFailureTable {
  key: string;
  failures: number;
  window_start: number;
  locked_until: number | null;
}

export interface SystemParamTable {
  param_key: string;
  param_value: string | null;
  type: string;
}

export interface SystemFileTable {
  id: string;
  mime: string;
  bytes: Uint8Array;
  create_time: number;
}

/**
 * Data sources (issue 3). `configuration` is JSON without the password; `password_secret` is
 * base64(iv | tag | ciphertext) under the install's data key, with the id as associated data.
 */
export interface DatasourceTable {
  id: string;
  org_id: number;
  /** The organisation inside the tenant the resource was made in (migration 0016). */
  dept_id: number;
  name: string;
  /** The name's confusable skeleton: unique per organisation (SECURITY C8). */
  name_key: string;
  description: string;
  type: string;
  configuration: string;
  password_secret: string | null;
  builtin: number;
  status: string;
  /** An error code (DATASOURCE_*) of the last failed check; localised when shown. */
  status_message: string | null;
  status_time: number | null;
  create_by: number | null;
  create_time: number;
  update_time: number;
}

/** Datasets (issue 7): folders of the dataset tree. `pid` '' is the root. */
export interface DatasetGroupTable {
  id: string;
  org_id: number;
  /** The organisation inside the tenant the resource was made in (migration 0016). */
  dept_id: number;
  pid: string;
  name: string;
  name_key: string;
  create_by: number | null;
  create_time: number;
  update_time: number;
}

/** A dataset; `info` is the JSON of its kind's DatasetInfo, `group_id` '' is the root. */
export interface DatasetTable {
  id: string;
  org_id: number;
  /** The organisation inside the tenant the resource was made in (migration 0016). */
  dept_id: number;
  group_id: string;
  name: string;
  name_key: string;
  kind: string;
  mode: string;
  datasource_id: string;
  info: string;
  warehouse_table: string | null;
  version: number;
  create_by: number | null;
  create_time: number;
  update_time: number;
}

export interface DatasetFieldTable {
  id: string;
  dataset_id: string;
  origin_name: string;
  name: string;
  de_type: number;
  origin_de_type: number;
  native_type: string;
  date_format: string | null;
  group_type: string;
  hidden: number;
  kind: string;
  expression: string | null;
  source_dataset_id: string | null;
  sort: number;
}

/**
 * A dataset field hidden from, or masked for, a user, role or organisation (issue 21 part 6).
 * mode 'hide' | 'mask'; a mask keeps `keep_start` first and `keep_end` last characters.
 */
export interface DatasetColumnPermissionTable {
  id: string;
  dataset_id: string;
  target_type: 'user' | 'role' | 'org';
  target_id: number;
  field_id: string;
  mode: 'hide' | 'mask';
  keep_start: number;
  keep_end: number;
  create_time: number;
  update_time: number;
}

export interface DatasetSyncScheduleTable {
  dataset_id: string;
  enabled: number;
  cron: string;
  sync_type: string;
  incremental_field_id: string | null;
  last_value: string | null;
  update_time: number;
}

export interface DatasetSyncLogTable {
  id: string;
  dataset_id: string;
  sync_type: string;
  trigger: string;
  start_time: number;
  end_time: number | null;
  rows: number;
  status: string;
  error: string | null;
}

/**
 * A row rule (issue 21 part 5): the query model's filter tree (JSON) a user, a role or an
 * organisation is held to on one dataset; one per dataset and target.
 */
export interface DatasetRowPermissionTable {
  id: string;
  dataset_id: string;
  target_type: 'user' | 'role' | 'org';
  target_id: number;
  filter: string;
  create_time: number;
  update_time: number;
}

/** A chart folder; `pid` '' is the root. */
export type ChartGroupTable = DatasetGroupTable;

/** A chart; wells, styles, custom filter and top N are JSON text, `group_id` '' is the root. */
export interface ChartTable {
  id: string;
  org_id: number;
  /** The organisation inside the tenant the resource was made in (migration 0016). */
  dept_id: number;
  group_id: string;
  title: string;
  name_key: string;
  dataset_id: string;
  type: string;
  xaxis: string;
  yaxis: string;
  ext_bubble: string;
  drill_fields: string;
  custom_attr: string;
  custom_style: string;
  custom_filter: string;
  style_priority: string;
  show: number;
  result_count: number;
  top_n: string | null;
  version: number;
  create_by: number | null;
  create_time: number;
  update_time: number;
}

/** A dashboard folder; `pid` '' is the root. */
export type PanelGroupTable = DatasetGroupTable;

/** A dashboard and its current document (JSON text), `group_id` '' is the root. */
export interface PanelTable {
  id: string;
  org_id: number;
  /** The organisation inside the tenant the resource was made in (migration 0016). */
  dept_id: number;
  group_id: string;
  name: string;
  name_key: string;
  panel_style: string;
  panel_data: string;
  version: number;
  create_by: number | null;
  update_by: number | null;
  create_time: number;
  update_time: number;
}

/** One kept version of a dashboard's document (the current one included). */
export interface PanelVersionTable {
  panel_id: string;
  version: number;
  name: string;
  panel_style: string;
  panel_data: string;
  components: number;
  update_by: number | null;
  update_time: number;
  /** The version this one brought back, when it was made by a restore (else null). */
  restored_from: number | null;
}

/** A chart the current document of a dashboard places. */
export interface PanelChartTable {
  panel_id: string;
  chart_id: string;
}

/** A saved theme of an organisation; `details` is the JSON of SubjectDetails. */
export interface PanelSubjectTable {
  id: string;
  org_id: number;
  /** The organisation inside the tenant the resource was made in (migration 0016). */
  dept_id: number;
  name: string;
  name_key: string;
  details: string;
  create_by: number | null;
  create_time: number;
  update_time: number;
}

/** An uploaded picture; `mime` is the kind its first bytes showed. */
export interface PanelImageTable {
  id: string;
  org_id: number;
  /** The organisation inside the tenant the resource was made in (migration 0016). */
  dept_id: number;
  mime: string;
  bytes: Uint8Array;
  size: number;
  width: number | null;
  height: number | null;
  create_by: number | null;
  create_time: number;
}

/**
 * A demo object's names in each interface language (issue 19). `object_id` is the object's id;
 * a dashboard component's is "<panel id>:<component id>". Translated on read while the stored
 * name still equals `seeded_name`.
 */
export interface DemoObjectTable {
  kind: string;
  object_id: string;
  seeded_name: string;
  name_zh_cn: string;
  name_zh_tw: string;
  name_en: string;
}

/** A dashboard's share link (migration 0017). */
export interface PanelLinkTable {
  id: string;
  org_id: number;
  resource_id: string;
  valid: number;
  enable_pwd: number;
  /** The 4-digit PIN sealed under the install key (crypto/secret-box.ts). */
  pwd_sealed: string;
  pwd_version: number;
  over_time: number | null;
  /** 1: the link's visitors may export its charts' data (issue 23 part 5). */
  allow_export: number;
  create_by: number;
  create_time: number;
  update_time: number;
}

/** Made, switched, PIN changes, lockouts, exports of a share link (issue 23 part 6). */
export interface PanelLinkEventTable {
  id: Generated<number>;
  link_id: string;
  org_id: number;
  kind: string;
  user_id: number | null;
  client: string | null;
  time: number;
  /** What the event was about, as JSON (an export: the chart and the format); null for most. */
  detail: string | null;
}

/** A tenant's link policy, set by its administrator (migration 0019, issue 23 part 2). */
export interface LinkPolicyTable {
  org_id: number;
  require_pwd: number;
  require_over_time: number;
  max_days: number | null;
  update_by: number;
  update_time: number;
}

export interface Database {
  organisations: OrganisationTable;
  users: UserTable;
  roles: RoleTable;
  user_roles: UserRoleTable;
  user_attributes: UserAttributeTable;
  menus: MenuTable;
  role_menus: RoleMenuTable;
  resource_grants: ResourceGrantTable;
  sessions: SessionTable;
  login_failures: LoginFailureTable;
  system_params: SystemParamTable;
  system_files: SystemFileTable;
  datasources: DatasourceTable;
  dataset_groups: DatasetGroupTable;
  datasets: DatasetTable;
  dataset_fields: DatasetFieldTable;
  dataset_column_permissions: DatasetColumnPermissionTable;
  dataset_sync_schedules: DatasetSyncScheduleTable;
  dataset_sync_logs: DatasetSyncLogTable;
  dataset_row_permissions: DatasetRowPermissionTable;
  chart_groups: ChartGroupTable;
  charts: ChartTable;
  panel_groups: PanelGroupTable;
  panels: PanelTable;
  panel_versions: PanelVersionTable;
  panel_charts: PanelChartTable;
  panel_subjects: PanelSubjectTable;
  panel_images: PanelImageTable;
  demo_objects: DemoObjectTable;
  panel_links: PanelLinkTable;
  panel_link_events: PanelLinkEventTable;
  link_policies: LinkPolicyTable;
}
