// MySQL-family driver configuration: the contracts' wire configuration (strict:
// `multipleStatements`, `localInfile`, `flags`, socket paths and URLs are unknown keys and
// therefore rejected: SECURITY C5) plus the flavor and defaults. `connectHost` is set by the
// server only, never parsed from input.
import {
  DEFAULT_PORTS,
  dbPasswordSchema,
  mysqlConfigurationSchema,
  portSchema,
} from '@tessera/contracts';
import { z } from 'zod';
import type { ConnectTarget } from '../../connectors/config-fields.js';

export const mysqlConfigSchema = mysqlConfigurationSchema.extend({
  type: z.enum(['mysql', 'mariadb', 'doris', 'starrocks', 'tidb']),
  port: portSchema.default(DEFAULT_PORTS.mysql),
  password: dbPasswordSchema.default(''),
});
export type MySqlConfig = z.infer<typeof mysqlConfigSchema> & ConnectTarget;
