// MySQL-family data-source configuration (SECURITY C5). Strict: `multipleStatements`,
// `localInfile`, `flags`, socket paths and URLs are unknown keys and therefore rejected.
import { z } from 'zod';
import {
  commonOptionsSchema,
  hostSchema,
  objectNameSchema,
  passwordSchema,
  portSchema,
  usernameSchema,
} from '../../connectors/config-fields.js';

export const mysqlConfigSchema = z.strictObject({
  type: z.enum(['mysql', 'mariadb', 'doris', 'starrocks', 'tidb']),
  host: hostSchema,
  port: portSchema.default(3306),
  database: objectNameSchema,
  username: usernameSchema,
  password: passwordSchema.default(''),
  options: commonOptionsSchema.optional(),
});
export type MySqlConfig = z.infer<typeof mysqlConfigSchema>;
