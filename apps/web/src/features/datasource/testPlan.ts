import type { DatasourceConnection, DatasourceTypeInfo, DatasourceView } from '@tessera/contracts';
import { toConnection, type DatasourceFormValues } from './datasourceFormModel';

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

export type TestPlan =
  | { kind: 'draft'; body: DatasourceConnection; withoutStoredPassword: boolean }
  | { kind: 'stored'; id: string };

/**
 * How "Test connection" tests the form. The stored password never reaches the browser, so an
 * edit that leaves the password empty and changes nothing about the connection tests the stored
 * source (which also refreshes its status); any other edit tests the draft as typed, and says
 * so when the stored password could not be included.
 */
export function testPlan(
  values: DatasourceFormValues,
  original: DatasourceView | null,
  info: Pick<DatasourceTypeInfo, 'supportsSchema'>,
): TestPlan {
  const { supportsSchema } = info;
  if (!original) {
    return {
      kind: 'draft',
      body: toConnection(values, { keepEmptyPassword: false, supportsSchema }),
      withoutStoredPassword: false,
    };
  }
  const draft = toConnection(values, { keepEmptyPassword: true, supportsSchema });
  const passwordKept = !('password' in draft.configuration);
  if (!passwordKept) return { kind: 'draft', body: draft, withoutStoredPassword: false };
  if (!original.configuration.hasPassword) {
    return {
      kind: 'draft',
      body: toConnection(values, { keepEmptyPassword: false, supportsSchema }),
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
