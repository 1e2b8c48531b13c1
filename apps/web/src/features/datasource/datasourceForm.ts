import {
  DEFAULT_PORTS,
  type CreatableDatasourceType,
  type DatasourceConnection,
  type DatasourceView,
} from '@tessera/contracts';
import type { DatasourceAddBody, DatasourceUpdateBody } from '../../api/datasource';
import { TYPE_META } from './datasourceTypes';

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
export function emptyFormValues(type: CreatableDatasourceType): DatasourceFormValues {
  return {
    type,
    name: '',
    desc: '',
    host: '',
    port: DEFAULT_PORTS[type],
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
  view: DatasourceView & { type: CreatableDatasourceType },
): DatasourceFormValues {
  const config = view.configuration;
  const options = config.options ?? {};
  const schema: unknown = 'schema' in config ? config.schema : undefined;
  return {
    type: view.type,
    name: view.name,
    desc: view.desc ?? '',
    host: config.host ?? '',
    port: config.port ?? DEFAULT_PORTS[view.type],
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
  from: CreatableDatasourceType,
  to: CreatableDatasourceType,
  port: number | null | undefined,
): number {
  return port === null || port === undefined || port === DEFAULT_PORTS[from]
    ? DEFAULT_PORTS[to]
    : port;
}

export interface BodyOptions {
  /** Editing: an empty password is left out, so the server keeps the stored one. */
  keepEmptyPassword: boolean;
}

/** Form values → {type, configuration}: trimmed, options only when set, schema for PostgreSQL. */
export function toConnection(
  values: DatasourceFormValues,
  { keepEmptyPassword }: BodyOptions,
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
    ...(TYPE_META[values.type].supportsSchema && schema ? { schema } : {}),
    username: values.username.trim(),
    ...(password === '' && keepEmptyPassword ? {} : { password }),
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
  // The discriminated union cannot follow a runtime type; the shape is right for every member.
  return { type: values.type, configuration } as DatasourceConnection;
}

export function toAddBody(values: DatasourceFormValues): DatasourceAddBody {
  return {
    name: values.name.trim(),
    desc: values.desc ?? '',
    ...toConnection(values, { keepEmptyPassword: false }),
  };
}

export function toUpdateBody(id: string, values: DatasourceFormValues): DatasourceUpdateBody {
  return {
    id,
    name: values.name.trim(),
    desc: values.desc ?? '',
    ...toConnection(values, { keepEmptyPassword: true }),
  };
}

/** Everything that decides where and how the connection goes: two equal keys, same connection. */
function connectionKey(connection: DatasourceConnection): string {
  const { password: _password, ...rest } = connection.configuration;
  const options = rest.options ?? {};
  return JSON.stringify([
    connection.type,
    rest.host,
    rest.port,
    rest.database,
    'schema' in rest ? (rest.schema ?? '') : '',
    rest.username,
    options.ssl ?? false,
    options.poolSize ?? null,
    options.statementTimeoutMs ?? null,
    options.connectTimeoutMs ?? null,
  ]);
}

/**
 * The server sends a stored password only back to the endpoint it was typed for: an edit that
 * changes the type, host, port or user must type the password again (else 400
 * DATASOURCE_PASSWORD_REQUIRED). The form says so before anything is sent.
 */
export function passwordRequiredOnEdit(
  values: Pick<DatasourceFormValues, 'type' | 'host' | 'port' | 'username' | 'password'>,
  original: DatasourceView | null,
): boolean {
  if (!original || !original.configuration.hasPassword || (values.password ?? '') !== '') {
    return false;
  }
  const stored = original.configuration;
  return (
    values.type !== original.type ||
    (values.host ?? '').trim().toLowerCase() !== (stored.host ?? '').toLowerCase() ||
    values.port !== stored.port ||
    (values.username ?? '').trim() !== stored.username
  );
}

export type TestPlan =
  | { kind: 'draft'; body: DatasourceConnection; withoutStoredPassword: boolean }
  | { kind: 'stored'; id: string };

/**
 * How "Test connection" tests the form. The stored password never reaches the browser, so an
 * edit that leaves the password empty and changes nothing about the connection tests the stored
 * source (which also refreshes its status); any other edit tests the draft as typed, and says
 * so when the stored password could not be included.
 */
export function testPlan(values: DatasourceFormValues, original: DatasourceView | null): TestPlan {
  if (!original) {
    return {
      kind: 'draft',
      body: toConnection(values, { keepEmptyPassword: false }),
      withoutStoredPassword: false,
    };
  }
  const draft = toConnection(values, { keepEmptyPassword: true });
  const passwordKept = !('password' in draft.configuration);
  if (!passwordKept) return { kind: 'draft', body: draft, withoutStoredPassword: false };
  if (!original.configuration.hasPassword) {
    return {
      kind: 'draft',
      body: toConnection(values, { keepEmptyPassword: false }),
      withoutStoredPassword: false,
    };
  }
  const stored = {
    type: original.type,
    configuration: original.configuration,
  } as DatasourceConnection;
  return connectionKey(draft) === connectionKey(stored)
    ? { kind: 'stored', id: original.id }
    : { kind: 'draft', body: draft, withoutStoredPassword: true };
}
