import type {
  DatasourceValidation,
  DatasourceView,
  ErrorCode,
  GrantLevel,
  GrantLevelName,
  Language,
} from '@tessera/contracts';
import { AppError } from '../http/app-error.js';
import { localiseError } from '../http/localise.js';
import { WAREHOUSE_SCHEMA } from '@tessera/engine';
import { storedConnection } from './drivers.js';
import { STATUS_CODES } from './failures.js';
import type { DatasourceRow } from './repository.js';

const LEVEL_NAMES: Record<GrantLevel, GrantLevelName> = {
  1: 'view',
  2: 'use',
  3: 'export',
  4: 'manage',
};

/** The localised text of an error code. */
export const localised = (code: ErrorCode, language: Language) =>
  localiseError(new AppError(0, code), language);

/**
 * A stored source as replies show it: never a password, the status reason localised, and
 * whether its login is privileged when a check has found out.
 */
export function toView(
  row: DatasourceRow,
  level: GrantLevel,
  language: Language,
  privileged?: boolean,
): DatasourceView {
  const statusCode = row.status_message;
  return {
    ...(privileged === undefined ? {} : { privileged }),
    id: row.id,
    name: row.name,
    desc: row.description,
    type: row.type as DatasourceView['type'],
    configuration: viewConfiguration(row),
    builtin: row.builtin === 1,
    status: row.status === 'ok' || row.status === 'error' ? row.status : 'unknown',
    statusMessage:
      row.status === 'error'
        ? localised(
            statusCode && STATUS_CODES.has(statusCode)
              ? (statusCode as ErrorCode)
              : 'DATASOURCE_CONNECTION_FAILED',
            language,
          )
        : null,
    statusTime: row.status_time,
    permission: LEVEL_NAMES[level],
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

function viewConfiguration(row: DatasourceRow): DatasourceView['configuration'] {
  const connection = storedConnection(row);
  if (!connection)
    return { host: '', port: 0, database: WAREHOUSE_SCHEMA, username: '', hasPassword: false };
  const { password: _password, ...configuration } = connection.configuration;
  return { ...configuration, hasPassword: row.password_secret !== null };
}

/** A connection test's answer: a failure is a localised reason, not an error. */
export function toValidation(
  code: ErrorCode | null,
  started: number,
  language: Language,
  privileged?: boolean,
): DatasourceValidation {
  return {
    ok: code === null,
    message: code === null ? null : localised(code, language),
    elapsedMs: Date.now() - started,
    ...(code === null && privileged !== undefined ? { privileged } : {}),
  };
}
