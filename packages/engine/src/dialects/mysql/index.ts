import type { Dialect } from '../types.js';
import { mapNativeTypeByName } from '../shared.js';
import { informationSchemaIntrospector } from '../information-schema.js';
import { checkMysql } from '../../sql-check/mysql.js';
import { withoutTableAllowList } from '../../sql-check/types.js';
import { EngineError } from '../../errors.js';
import { mysqlCompiler } from './compiler.js';
import { mysqlConfigSchema, type MySqlConfig } from './config.js';
import { createMySqlDriver } from './driver.js';
import type { MySqlFlavorName } from './flavors.js';
import { MYSQL_FLAVORS } from './flavors.js';
import { mysqlLoginPrivileged } from './privilege.js';

const isFlavor = (type: string): type is MySqlFlavorName => Object.hasOwn(MYSQL_FLAVORS, type);

/** One dialect for the MySQL family; the flavor only changes capability flags. */
export function mysqlFamilyDialect(flavorName: MySqlFlavorName = 'mysql'): Dialect<MySqlConfig> {
  const flavor = MYSQL_FLAVORS[flavorName];
  return {
    id: 'mysql',
    sourceTypes: Object.keys(MYSQL_FLAVORS),
    forSourceType(type) {
      if (!isFlavor(type)) throw new EngineError('ENGINE_UNSUPPORTED', 'Not a MySQL-family type');
      return mysqlFamilyDialect(type);
    },
    embedded: false,
    supportsSchema: false,
    editorSyntax: 'mysql',
    compiler: mysqlCompiler,
    adapter: {
      supportsFullJoin: flavor.supportsFullJoin,
      supportsRightJoin: true,
      supportsReturning: false,
      supportsNullsOrdering: false,
    },
    mapNativeType: mapNativeTypeByName,
    checkSql: withoutTableAllowList(checkMysql),
    // The MySQL family names databases, not schemas: the configured database is the scope.
    tableScope: (configuration) => ({
      kind: 'schema',
      schema: configuration?.database ?? '',
      label: null,
    }),
    createDriver: createMySqlDriver,
    connect: ({ type, configuration, password, connectHost }) =>
      createMySqlDriver({
        ...mysqlConfigSchema.parse({ ...configuration, type, password }),
        connectHost,
      }),
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
