import type { Dialect } from '../types.js';
import { mapNativeTypeByName } from '../shared.js';
import { informationSchemaIntrospector } from '../information-schema.js';
import { mysqlCompiler } from './compiler.js';
import type { MySqlConfig } from './config.js';
import { createMySqlDriver } from './driver.js';
import type { MySqlFlavorName } from './flavors.js';
import { MYSQL_FLAVORS } from './flavors.js';
import { mysqlLoginPrivileged } from './privilege.js';

/** One dialect for the MySQL family; the flavor only changes capability flags. */
export function mysqlFamilyDialect(flavorName: MySqlFlavorName = 'mysql'): Dialect<MySqlConfig> {
  const flavor = MYSQL_FLAVORS[flavorName];
  return {
    id: 'mysql',
    compiler: mysqlCompiler,
    adapter: {
      supportsFullJoin: flavor.supportsFullJoin,
      supportsRightJoin: true,
      supportsReturning: false,
      supportsNullsOrdering: false,
    },
    mapNativeType: mapNativeTypeByName,
    createDriver: createMySqlDriver,
    createIntrospector: (driver) =>
      informationSchemaIntrospector(driver, {
        compiler: mysqlCompiler,
        hiddenSchemas: ['information_schema', 'mysql', 'performance_schema', 'sys'],
        mapNativeType: mapNativeTypeByName,
      }),
    loginPrivileged: mysqlLoginPrivileged,
  };
}

export const mysqlDialect = mysqlFamilyDialect('mysql');
