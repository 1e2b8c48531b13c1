import type { Dialect } from '../types.js';
import { mapNativeTypeByName } from '../shared.js';
import { informationSchemaIntrospector } from '../information-schema.js';
import { checkDuckDB } from '../../sql-check/duckdb.js';
import { duckdbCompiler } from './compiler.js';
import type { DuckDBDriverConfig } from './config.js';
import { createDuckDBDriver } from './driver.js';

/** The type of the built-in warehouse source. */
export const WAREHOUSE_TYPE = 'duckdb';

/** The schema the warehouse's uploads, extracts and demo data are written to and listed from. */
export const WAREHOUSE_SCHEMA = 'main';

/** The embedded warehouse: the server opens its own file; nobody logs in. */
export const duckdbDialect: Dialect<DuckDBDriverConfig> = {
  id: WAREHOUSE_TYPE,
  sourceTypes: [WAREHOUSE_TYPE],
  embedded: true,
  supportsSchema: true,
  editorSyntax: 'standard',
  compiler: duckdbCompiler,
  adapter: {
    supportsFullJoin: true,
    supportsRightJoin: true,
    supportsReturning: true,
    supportsNullsOrdering: true,
    prefiltersCasedKeyword: true,
  },
  mapNativeType: mapNativeTypeByName,
  // The one check with a table allow-list: the warehouse holds every organisation's tables.
  checkSql: checkDuckDB,
  tableScope: () => ({ kind: 'schema', schema: WAREHOUSE_SCHEMA, label: WAREHOUSE_SCHEMA }),
  createDriver: createDuckDBDriver,
  createIntrospector: (driver) =>
    informationSchemaIntrospector(driver, {
      compiler: duckdbCompiler,
      hiddenSchemas: ['information_schema', 'pg_catalog'],
      mapNativeType: mapNativeTypeByName,
    }),
};
