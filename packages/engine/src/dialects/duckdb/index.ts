import type { Dialect } from '../types.js';
import { mapNativeTypeByName } from '../shared.js';
import { informationSchemaIntrospector } from '../information-schema.js';
import { duckdbCompiler } from './compiler.js';
import type { DuckDBDriverConfig } from './config.js';
import { createDuckDBDriver } from './driver.js';

export const duckdbDialect: Dialect<DuckDBDriverConfig> = {
  id: 'duckdb',
  compiler: duckdbCompiler,
  adapter: {
    supportsFullJoin: true,
    supportsRightJoin: true,
    supportsReturning: true,
    supportsNullsOrdering: true,
  },
  mapNativeType: mapNativeTypeByName,
  createDriver: createDuckDBDriver,
  createIntrospector: (driver) =>
    informationSchemaIntrospector(driver, {
      compiler: duckdbCompiler,
      hiddenSchemas: ['information_schema', 'pg_catalog'],
      mapNativeType: mapNativeTypeByName,
    }),
};
