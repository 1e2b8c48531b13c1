import {
  DATASOURCE_TYPES,
  DEFAULT_PORTS,
  type DatasourceType,
  type DatasourceTypeInfo,
} from '@tessera/contracts';

/** Types whose tables live in schemas inside one database. */
const SCHEMA_TYPES: ReadonlySet<DatasourceType> = new Set(['postgresql', 'duckdb']);

/** GET /datasource/types: every type the server speaks, creatable ones first, the warehouse last. */
export const TYPE_DESCRIPTORS: readonly DatasourceTypeInfo[] = [
  ...DATASOURCE_TYPES.map((type): DatasourceTypeInfo => ({
    type,
    family: type === 'postgresql' ? 'postgresql' : 'mysql',
    defaultPort: DEFAULT_PORTS[type],
    supportsSchema: SCHEMA_TYPES.has(type),
    embedded: false,
    creatable: true,
  })),
  {
    type: 'duckdb',
    family: 'embedded',
    defaultPort: null,
    supportsSchema: true,
    embedded: true,
    creatable: false,
  },
];

/** Types with schemas inside a database: getTables lists every schema unless one is set. */
export const supportsSchema = (type: DatasourceType) => SCHEMA_TYPES.has(type);
