// Field schemas shared by the per-driver data-source configurations (SECURITY C5). Strict
// objects reject unknown keys; hosts are names or IP literals, never URLs, sockets or paths.
import { z } from 'zod';

export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;
export const DEFAULT_POOL_SIZE = 5;
export const DEFAULT_TEST_CONNECTION_TIMEOUT_MS = 5_000;

const noControlChars = (s: string) => !/[\0\r\n]/.test(s);

export const hostSchema = z
  .string()
  .min(1)
  .max(253)
  .regex(
    /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[?[0-9A-Fa-f:.]+\]?)$/,
    'host must be a host name or IP address',
  );

export const portSchema = z.number().int().min(1).max(65_535);

/** Database and schema names: identifiers, never paths. */
export const objectNameSchema = z
  .string()
  .min(1)
  .max(128)
  .refine((s) => noControlChars(s) && !/[/\\]/.test(s), 'invalid name');

export const usernameSchema = z
  .string()
  .min(1)
  .max(128)
  .refine(noControlChars, 'invalid user name');
export const passwordSchema = z
  .string()
  .max(1_024)
  .refine((s) => !s.includes('\0'), 'invalid password');

/** The short allow-list of tuning options every driver accepts. */
export const commonOptionsSchema = z.strictObject({
  ssl: z.boolean().optional(),
  poolSize: z.number().int().min(1).max(50).optional(),
  statementTimeoutMs: z.number().int().min(100).max(600_000).optional(),
  connectTimeoutMs: z.number().int().min(100).max(60_000).optional(),
});
export type CommonOptions = z.infer<typeof commonOptionsSchema>;
