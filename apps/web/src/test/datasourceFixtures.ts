import type { DatasourceTypeInfo, DatasourceView } from '@tessera/contracts';
import {
  emptyFormValues,
  formValuesFromView,
  type DatasourceFormValues,
} from '../features/datasource/datasourceFormModel';
import type { CreatableTypeInfo, CreatableView } from '../features/datasource/typeInfo';

/** What GET /datasource/types answers (apps/server/src/datasource/type-descriptors.ts). */
export const TYPES: DatasourceTypeInfo[] = [
  {
    type: 'postgresql',
    family: 'postgresql',
    defaultPort: 5432,
    supportsSchema: true,
    embedded: false,
    creatable: true,
    editorSyntax: 'postgresql',
  },
  {
    type: 'mysql',
    family: 'mysql',
    defaultPort: 3306,
    supportsSchema: false,
    embedded: false,
    creatable: true,
    editorSyntax: 'mysql',
  },
  {
    type: 'mariadb',
    family: 'mysql',
    defaultPort: 3306,
    supportsSchema: false,
    embedded: false,
    creatable: true,
    editorSyntax: 'mysql',
  },
  {
    type: 'tidb',
    family: 'mysql',
    defaultPort: 4000,
    supportsSchema: false,
    embedded: false,
    creatable: true,
    editorSyntax: 'mysql',
  },
  {
    type: 'doris',
    family: 'mysql',
    defaultPort: 9030,
    supportsSchema: false,
    embedded: false,
    creatable: true,
    editorSyntax: 'mysql',
  },
  {
    type: 'starrocks',
    family: 'mysql',
    defaultPort: 9030,
    supportsSchema: false,
    embedded: false,
    creatable: true,
    editorSyntax: 'mysql',
  },
  {
    type: 'duckdb',
    family: 'embedded',
    defaultPort: null,
    supportsSchema: true,
    embedded: true,
    creatable: false,
    editorSyntax: 'standard',
  },
];

export const typeInfo = (type: CreatableTypeInfo['type']) =>
  TYPES.find((info) => info.type === type) as CreatableTypeInfo;

export const PG = typeInfo('postgresql');
export const MYSQL = typeInfo('mysql');

/** A PostgreSQL create form, filled in with untrimmed text as a user might type it. */
export const filled = (patch: Partial<DatasourceFormValues> = {}): DatasourceFormValues => ({
  ...emptyFormValues(PG),
  name: '  Sales warehouse ',
  desc: 'Orders and returns',
  host: ' db.internal ',
  database: 'sales',
  username: ' report ',
  password: 's3cret',
  ...patch,
});

/** A stored PostgreSQL source with a password. */
export const stored = (patch: Partial<DatasourceView> = {}): DatasourceView => ({
  id: 'ds-1',
  name: 'Sales warehouse',
  desc: 'Orders and returns',
  type: 'postgresql',
  configuration: {
    host: 'db.internal',
    port: 5432,
    database: 'sales',
    username: 'report',
    options: { ssl: true, statementTimeoutMs: 15_000 },
    hasPassword: true,
  },
  builtin: false,
  status: 'ok',
  statusMessage: null,
  statusTime: 1_700_000_000_000,
  permission: 'manage',
  createTime: 1_700_000_000_000,
  updateTime: 1_700_000_000_000,
  ...patch,
});

/** The edit form's values for a stored PostgreSQL source. */
export const fromView = (view: DatasourceView) => formValuesFromView(view as CreatableView, PG);
