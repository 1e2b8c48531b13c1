import {
  sameEndpoint,
  type CreatableDatasourceType,
  type DatasourceConnection,
  type DatasourceTypeInfo,
  type DatasourceView,
} from '@tessera/contracts';
import type { DatasourceAddBody, DatasourceUpdateBody } from '../../api/datasource';
import type { CreatableTypeInfo, CreatableView } from './typeInfo';

/** What the create/edit form holds. Timeouts are shown in seconds, sent in milliseconds. */
export interface DatasourceFormValues {
  type: CreatableDatasourceType;
  name: string;
  desc: string;
  host: string;
  port: number;
  database: string;
  /** PostgreSQL only; empty means the server's default search path. */
  schema: string;
  username: string;
  /** On edit, empty keeps the stored password. */
  password: string;
  ssl: boolean;
  poolSize: number | null;
  statementTimeoutSec: number | null;
  connectTimeoutSec: number | null;
}

/** Fresh values for a new source of the given type: the type's default port, no options. */
export function emptyFormValues(info: CreatableTypeInfo): DatasourceFormValues {
  return {
    type: info.type,
    name: '',
    desc: '',
    host: '',
    port: info.defaultPort,
    database: '',
    schema: '',
    username: '',
    password: '',
    ssl: false,
    poolSize: null,
    statementTimeoutSec: null,
    connectTimeoutSec: null,
  };
}

const seconds = (ms: number | undefined) => (ms === undefined ? null : ms / 1000);
const isSet = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined;

/** The form's values for editing a stored source. The password is never known: it starts empty. */
export function formValuesFromView(
  view: CreatableView,
  info: CreatableTypeInfo,
): DatasourceFormValues {
  const config = view.configuration;
  const options = config.options ?? {};
  const schema: unknown = 'schema' in config ? config.schema : undefined;
  return {
    type: view.type,
    name: view.name,
    desc: view.desc ?? '',
    host: config.host ?? '',
    port: config.port ?? info.defaultPort,
    database: config.database ?? '',
    schema: typeof schema === 'string' ? schema : '',
    username: config.username ?? '',
    password: '',
    ssl: options.ssl ?? false,
    poolSize: options.poolSize ?? null,
    statementTimeoutSec: seconds(options.statementTimeoutMs),
    connectTimeoutSec: seconds(options.connectTimeoutMs),
  };
}

/**
 * Switching the type in the create form moves the port to the new type's default, unless the
 * user typed a port of their own (anything other than the old type's default).
 */
export function portAfterTypeChange(
  from: CreatableTypeInfo,
  to: CreatableTypeInfo,
  port: number | null | undefined,
): number {
  return port === null || port === undefined || port === from.defaultPort ? to.defaultPort : port;
}

export interface BodyOptions {
  /** Editing: an empty password is left out, so the server keeps the stored one. */
  keepEmptyPassword: boolean;
  /** The type's tables live in schemas (its descriptor's `supportsSchema`). */
  supportsSchema: boolean;
}

/** Form values → {type, configuration}: trimmed, options only when set, a schema where the
 * type has schemas. */
export function toConnection(
  values: DatasourceFormValues,
  { keepEmptyPassword, supportsSchema }: BodyOptions,
): DatasourceConnection {
  const options: NonNullable<DatasourceConnection['configuration']['options']> = {};
  if (values.ssl) options.ssl = true;
  if (isSet(values.poolSize)) options.poolSize = values.poolSize;
  if (isSet(values.statementTimeoutSec)) {
    options.statementTimeoutMs = Math.round(values.statementTimeoutSec * 1000);
  }
  if (isSet(values.connectTimeoutSec)) {
    options.connectTimeoutMs = Math.round(values.connectTimeoutSec * 1000);
  }
  const password = values.password ?? '';
  const schema = values.schema?.trim() ?? '';
  const configuration = {
    host: values.host.trim(),
    port: values.port,
    database: values.database.trim(),
    ...(supportsSchema && schema ? { schema } : {}),
    username: values.username.trim(),
    ...(password === '' && keepEmptyPassword ? {} : { password }),
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
  // The discriminated union cannot follow a runtime type; the shape is right for every member.
  return { type: values.type, configuration } as DatasourceConnection;
}

export function toAddBody(
  values: DatasourceFormValues,
  info: Pick<DatasourceTypeInfo, 'supportsSchema'>,
): DatasourceAddBody {
  return {
    name: values.name.trim(),
    desc: values.desc ?? '',
    ...toConnection(values, { keepEmptyPassword: false, supportsSchema: info.supportsSchema }),
  };
}

export function toUpdateBody(
  id: string,
  values: DatasourceFormValues,
  info: Pick<DatasourceTypeInfo, 'supportsSchema'>,
): DatasourceUpdateBody {
  return {
    id,
    name: values.name.trim(),
    desc: values.desc ?? '',
    ...toConnection(values, { keepEmptyPassword: true, supportsSchema: info.supportsSchema }),
  };
}

/**
 * The endpoint-change rule, the contracts' `sameEndpoint` (the server applies the same one): a
 * stored password goes back only to the type, host, port and user it was typed for, so an edit
 * that changes any of them must type it again (else 400 DATASOURCE_PASSWORD_REQUIRED). The form
 * says so before anything is sent.
 */
export function passwordRequiredOnEdit(
  values: Pick<DatasourceFormValues, 'type' | 'host' | 'port' | 'username' | 'password'>,
  original: DatasourceView | null,
): boolean {
  if (!original || !original.configuration.hasPassword || (values.password ?? '') !== '') {
    return false;
  }
  const stored = original.configuration;
  return !sameEndpoint(
    {
      type: values.type,
      host: values.host ?? '',
      port: values.port,
      username: values.username ?? '',
    },
    {
      type: original.type,
      host: stored.host ?? '',
      port: stored.port ?? 0,
      username: stored.username ?? '',
    },
  );
}
