import { describe, expect, it } from 'vitest';
import {
  datasourceAddSchema,
  datasourceConnectionSchema,
  datasourceUpdateSchema,
  type DatasourceView,
} from '@tessera/contracts';
import {
  emptyFormValues,
  passwordRequiredOnEdit,
  portAfterTypeChange,
  toAddBody,
  toConnection,
  toUpdateBody,
  type DatasourceFormValues,
} from './datasourceFormModel';
import { filled, fromView, MYSQL, PG, stored, typeInfo } from '../../test/datasourceFixtures';

describe('data source form values', () => {
  it('start a new source on the default port the server gives its type', () => {
    expect(emptyFormValues(PG).port).toBe(5432);
    expect(emptyFormValues(MYSQL).port).toBe(3306);
    expect(emptyFormValues(typeInfo('tidb')).port).toBe(4000);
    expect(emptyFormValues(typeInfo('doris')).port).toBe(9030);
    expect(emptyFormValues(typeInfo('starrocks')).password).toBe('');
    expect(emptyFormValues({ ...PG, defaultPort: 6432 }).port).toBe(6432);
  });

  it('move the port to the new default on a type change unless the user chose their own', () => {
    expect(portAfterTypeChange(PG, MYSQL, 5432)).toBe(3306);
    expect(portAfterTypeChange(MYSQL, typeInfo('tidb'), 3306)).toBe(4000);
    expect(portAfterTypeChange(PG, MYSQL, 6543)).toBe(6543);
    expect(portAfterTypeChange(PG, typeInfo('doris'), null)).toBe(9030);
  });

  it('fill the edit form from a stored source, password empty and timeouts in seconds', () => {
    const values = fromView({
      ...stored(),
      configuration: {
        ...stored().configuration,
        schema: 'mart',
      } as DatasourceView['configuration'],
    });
    expect(values).toMatchObject({
      type: 'postgresql',
      name: 'Sales warehouse',
      host: 'db.internal',
      port: 5432,
      database: 'sales',
      schema: 'mart',
      username: 'report',
      password: '',
      ssl: true,
      poolSize: null,
      statementTimeoutSec: 15,
      connectTimeoutSec: null,
    });
  });
});

describe('request bodies from the form', () => {
  it('trim names and hosts and send the password when creating', () => {
    const body = toAddBody(filled(), PG);
    expect(body).toEqual({
      name: 'Sales warehouse',
      desc: 'Orders and returns',
      type: 'postgresql',
      configuration: {
        host: 'db.internal',
        port: 5432,
        database: 'sales',
        username: 'report',
        password: 's3cret',
      },
    });
    expect(datasourceAddSchema.safeParse(body).success).toBe(true);
  });

  it('send an empty password when creating a source that needs none (trust authentication)', () => {
    const body = toAddBody(filled({ password: '' }), PG);
    expect(body.configuration.password).toBe('');
    expect(datasourceAddSchema.safeParse(body).success).toBe(true);
  });

  it('leave an empty password out on edit so the server keeps the stored one', () => {
    const body = toUpdateBody('ds-1', filled({ password: '' }), PG);
    expect(body.id).toBe('ds-1');
    expect('password' in body.configuration).toBe(false);
    expect(datasourceUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('send a new password typed on edit', () => {
    const body = toUpdateBody('ds-1', filled({ password: 'n3w' }), PG);
    expect(body.configuration.password).toBe('n3w');
  });

  it('send a schema only for a type with schemas and only when one is typed', () => {
    const withSchemas = { keepEmptyPassword: true, supportsSchema: true };
    const pg = toConnection(filled({ schema: ' mart ' }), withSchemas);
    expect(pg.configuration).toMatchObject({ schema: 'mart' });
    const noSchema = toConnection(filled({ schema: '  ' }), withSchemas);
    expect('schema' in noSchema.configuration).toBe(false);
    const mysql = toConnection(filled({ type: 'mysql', port: 3306, schema: 'mart' }), {
      keepEmptyPassword: true,
      supportsSchema: MYSQL.supportsSchema,
    });
    expect('schema' in mysql.configuration).toBe(false);
    // The MySQL family's strict schema would refuse a schema key: the body must pass it.
    expect(datasourceConnectionSchema.safeParse(mysql).success).toBe(true);
  });

  it('send advanced options only when set, timeouts converted to milliseconds', () => {
    const plain = toConnection(filled(), { keepEmptyPassword: false, supportsSchema: true });
    expect('options' in plain.configuration).toBe(false);
    const tuned = toConnection(
      filled({ ssl: true, poolSize: 8, statementTimeoutSec: 12.5, connectTimeoutSec: 3 }),
      { keepEmptyPassword: false, supportsSchema: true },
    );
    expect(tuned.configuration.options).toEqual({
      ssl: true,
      poolSize: 8,
      statementTimeoutMs: 12_500,
      connectTimeoutMs: 3_000,
    });
    expect(datasourceConnectionSchema.safeParse(tuned).success).toBe(true);
  });
});

describe('the password on edit', () => {
  const values = (): DatasourceFormValues => fromView(stored());

  it('may stay empty while the host, port and user stay the same', () => {
    const otherDatabase: DatasourceFormValues = { ...values(), database: 'other' };
    expect(passwordRequiredOnEdit(otherDatabase, stored())).toBe(false);
    expect(passwordRequiredOnEdit({ ...values(), host: ' DB.internal ' }, stored())).toBe(false);
  });

  it('compares the user as both ends do: trimmed, so a stray space is not a new user', () => {
    expect(passwordRequiredOnEdit({ ...values(), username: ' report ' }, stored())).toBe(false);
    expect(passwordRequiredOnEdit({ ...values(), username: 'Report' }, stored())).toBe(true);
  });

  it('must be typed again when the host, port, user or type changes', () => {
    expect(passwordRequiredOnEdit({ ...values(), host: 'evil.example' }, stored())).toBe(true);
    expect(passwordRequiredOnEdit({ ...values(), port: 6432 }, stored())).toBe(true);
    expect(passwordRequiredOnEdit({ ...values(), username: 'admin' }, stored())).toBe(true);
    expect(passwordRequiredOnEdit({ ...values(), type: 'mysql' }, stored())).toBe(true);
    expect(
      passwordRequiredOnEdit({ ...values(), host: 'evil.example', password: 'x' }, stored()),
    ).toBe(false);
  });

  it('is never required when creating or when no password was stored', () => {
    expect(passwordRequiredOnEdit({ ...values(), host: 'elsewhere' }, null)).toBe(false);
    const none = stored({ configuration: { ...stored().configuration, hasPassword: false } });
    expect(passwordRequiredOnEdit({ ...values(), host: 'elsewhere' }, none)).toBe(false);
  });
});
