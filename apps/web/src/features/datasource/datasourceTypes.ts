import {
  DATASOURCE_TYPES,
  DEFAULT_PORTS,
  type CreatableDatasourceType,
  type DatasourceType,
  type DatasourceView,
} from '@tessera/contracts';

/** How each type is shown: its product name, a short mark and the mark's colour. */
export interface DatasourceTypeMeta {
  type: DatasourceType;
  /** Product names are not translated; DuckDB's "(embedded)" suffix is, via `labelKey`. */
  label: string;
  labelKey?: string;
  mark: string;
  colour: string;
  supportsSchema: boolean;
  defaultPort: number | null;
  /** Family, for the type picker's hint: the MySQL family shares one wire protocol. */
  family: 'postgresql' | 'mysql' | 'embedded';
}

export const TYPE_META: Record<DatasourceType, DatasourceTypeMeta> = {
  postgresql: {
    type: 'postgresql',
    label: 'PostgreSQL',
    mark: 'Pg',
    colour: '#336791',
    supportsSchema: true,
    defaultPort: DEFAULT_PORTS.postgresql,
    family: 'postgresql',
  },
  mysql: {
    type: 'mysql',
    label: 'MySQL',
    mark: 'My',
    colour: '#00758f',
    supportsSchema: false,
    defaultPort: DEFAULT_PORTS.mysql,
    family: 'mysql',
  },
  mariadb: {
    type: 'mariadb',
    label: 'MariaDB',
    mark: 'Ma',
    colour: '#a3542f',
    supportsSchema: false,
    defaultPort: DEFAULT_PORTS.mariadb,
    family: 'mysql',
  },
  tidb: {
    type: 'tidb',
    label: 'TiDB',
    mark: 'Ti',
    colour: '#dc150b',
    supportsSchema: false,
    defaultPort: DEFAULT_PORTS.tidb,
    family: 'mysql',
  },
  doris: {
    type: 'doris',
    label: 'Apache Doris',
    mark: 'Do',
    colour: '#2f6fe4',
    supportsSchema: false,
    defaultPort: DEFAULT_PORTS.doris,
    family: 'mysql',
  },
  starrocks: {
    type: 'starrocks',
    label: 'StarRocks',
    mark: 'SR',
    colour: '#6a4bd6',
    supportsSchema: false,
    defaultPort: DEFAULT_PORTS.starrocks,
    family: 'mysql',
  },
  duckdb: {
    type: 'duckdb',
    label: 'DuckDB',
    labelKey: 'datasource.type.duckdb',
    mark: 'Dk',
    colour: '#c9a400',
    supportsSchema: true,
    defaultPort: null,
    family: 'embedded',
  },
};

/** The list filter offers every type, the built-in DuckDB last. */
export const FILTER_TYPES: readonly DatasourceType[] = [...DATASOURCE_TYPES, 'duckdb'];
/** The create form offers only the types a user can create. */
export const CREATABLE_TYPES: readonly CreatableDatasourceType[] = DATASOURCE_TYPES;

export const isCreatableType = (type: string): type is CreatableDatasourceType =>
  (DATASOURCE_TYPES as readonly string[]).includes(type);

export type CreatableView = DatasourceView & { type: CreatableDatasourceType };

/** The view itself when a user could have created it (and so can edit it); null otherwise. */
export const asCreatableView = (view: DatasourceView | null): CreatableView | null =>
  view && isCreatableType(view.type) ? (view as CreatableView) : null;

/** A type's display name in the interface language (only DuckDB's has a translated part). */
export function typeLabel(type: DatasourceType, t: (key: string) => string): string {
  const meta = TYPE_META[type];
  return meta.labelKey ? t(meta.labelKey) : meta.label;
}
