import { describe, expect, it } from 'vitest';
import {
  datasourceAddSchema,
  datasourceConnectionSchema,
  datasourceUpdateSchema,
  type DatasourceView,
} from '@tessera/contracts';
import {
  emptyFormValues,
  formValuesFromView,
  passwordRequiredOnEdit,
  portAfterTypeChange,
  testPlan,
  toAddBody,
  toConnection,
  toUpdateBody,
  type DatasourceFormValues,
} from './datasourceForm';

const filled = (patch: Partial<DatasourceFormValues> = {}): DatasourceFormValues => ({
  ...emptyFormValues('postgresql'),
  name: '  Sales warehouse ',
  desc: 'Orders and returns',
  host: ' db.internal ',
  database: 'sales',
  username: ' report ',
  password: 's3cret',
  ...patch,
});

const stored = (patch: Partial<DatasourceView> = {}): DatasourceView => ({
  id: 'ds-1',
  name: 'Sales warehouse',
  desc: 'Orders and returns',
  type: 'postgresql',
  configuration: {
    host: 'db.internal',
    port: 5432,
    database: 'sales',
    username: 'report',
    options: { ssl: true, statementTimeoutMs: 15_000 },
    hasPassword: true,
  },
  builtin: false,
  status: 'ok',
  statusMessage: null,
  statusTime: 1_700_000_000_000,
  permission: 'manage',
  createTime: 1_700_000_000_000,
  updateTime: 1_700_000_000_000,
  ...patch,
});

describe('data source form values', () => {
  it('start a new source on the default port of its type', () => {
    expect(emptyFormValues('postgresql').port).toBe(5432);
    expect(emptyFormValues('mysql').port).toBe(3306);
    expect(emptyFormValues('tidb').port).toBe(4000);
    expect(emptyFormValues('doris').port).toBe(9030);
    expect(emptyFormValues('starrocks').password).toBe('');
  });

  it('move the port to the new default on a type change unless the user chose their own', () => {
    expect(portAfterTypeChange('postgresql', 'mysql', 5432)).toBe(3306);
    expect(portAfterTypeChange('mysql', 'tidb', 3306)).toBe(4000);
    expect(portAfterTypeChange('postgresql', 'mysql', 6543)).toBe(6543);
    expect(portAfterTypeChange('postgresql', 'doris', null)).toBe(9030);
  });

  it('fill the edit form from a stored source, password empty and timeouts in seconds', () => {
    const values = formValuesFromView({
      ...stored(),
      type: 'postgresql',
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
    const body = toAddBody(filled());
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
    const body = toAddBody(filled({ password: '' }));
    expect(body.configuration.password).toBe('');
    expect(datasourceAddSchema.safeParse(body).success).toBe(true);
  });

  it('leave an empty password out on edit so the server keeps the stored one', () => {
    const body = toUpdateBody('ds-1', filled({ password: '' }));
    expect(body.id).toBe('ds-1');
    expect('password' in body.configuration).toBe(false);
    expect(datasourceUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('send a new password typed on edit', () => {
    const body = toUpdateBody('ds-1', filled({ password: 'n3w' }));
    expect(body.configuration.password).toBe('n3w');
  });

  it('send a schema only for PostgreSQL and only when one is typed', () => {
    const pg = toConnection(filled({ schema: ' mart ' }), { keepEmptyPassword: true });
    expect(pg.configuration).toMatchObject({ schema: 'mart' });
    const noSchema = toConnection(filled({ schema: '  ' }), { keepEmptyPassword: true });
    expect('schema' in noSchema.configuration).toBe(false);
    const mysql = toConnection(filled({ type: 'mysql', port: 3306, schema: 'mart' }), {
      keepEmptyPassword: true,
    });
    expect('schema' in mysql.configuration).toBe(false);
    // The MySQL family's strict schema would refuse a schema key: the body must pass it.
    expect(datasourceConnectionSchema.safeParse(mysql).success).toBe(true);
  });

  it('send advanced options only when set, timeouts converted to milliseconds', () => {
    const plain = toConnection(filled(), { keepEmptyPassword: false });
    expect('options' in plain.configuration).toBe(false);
    const tuned = toConnection(
      filled({ ssl: true, poolSize: 8, statementTimeoutSec: 12.5, connectTimeoutSec: 3 }),
      { keepEmptyPassword: false },
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

describe('how "Test connection" tests the form', () => {
  it('tests the draft as typed when creating', () => {
    const plan = testPlan(filled(), null);
    expect(plan).toEqual({
      kind: 'draft',
      body: toConnection(filled(), { keepEmptyPassword: false }),
      withoutStoredPassword: false,
    });
  });

  it('tests the stored source when an edit changes nothing about the connection', () => {
    const values = formValuesFromView({ ...stored(), type: 'postgresql' });
    expect(testPlan({ ...values, name: 'Renamed' }, stored())).toEqual({
      kind: 'stored',
      id: 'ds-1',
    });
  });

  it('tests the draft when the host changed, and says the stored password was not sent', () => {
    const values = formValuesFromView({ ...stored(), type: 'postgresql' });
    const plan = testPlan({ ...values, host: 'replica.internal' }, stored());
    expect(plan.kind).toBe('draft');
    if (plan.kind !== 'draft') return;
    expect(plan.withoutStoredPassword).toBe(true);
    expect(plan.body.configuration.host).toBe('replica.internal');
    expect('password' in plan.body.configuration).toBe(false);
  });

  it('tests the draft with the new password when one is typed on edit', () => {
    const values = formValuesFromView({ ...stored(), type: 'postgresql' });
    const plan = testPlan({ ...values, password: 'n3w' }, stored());
    expect(plan).toMatchObject({ kind: 'draft', withoutStoredPassword: false });
    if (plan.kind === 'draft') expect(plan.body.configuration.password).toBe('n3w');
  });

  it('tests the draft with an empty password when the stored source has none', () => {
    const view = stored({ configuration: { ...stored().configuration, hasPassword: false } });
    const values = formValuesFromView({ ...view, type: 'postgresql' });
    const plan = testPlan({ ...values, database: 'other' }, view);
    expect(plan).toMatchObject({ kind: 'draft', withoutStoredPassword: false });
    if (plan.kind === 'draft') expect(plan.body.configuration.password).toBe('');
  });
});

describe('the password on edit', () => {
  const values = (): DatasourceFormValues =>
    formValuesFromView({ ...stored(), type: 'postgresql' });

  it('may stay empty while the host, port and user stay the same', () => {
    const otherDatabase: DatasourceFormValues = { ...values(), database: 'other' };
    expect(passwordRequiredOnEdit(otherDatabase, stored())).toBe(false);
    expect(passwordRequiredOnEdit({ ...values(), host: ' DB.internal ' }, stored())).toBe(false);
  });

  it('must be typed again when the host, port, user or type changes', () => {
    expect(passwordRequiredOnEdit({ ...values(), host: 'evil.example' }, stored())).toBe(true);
    expect(passwordRequiredOnEdit({ ...values(), port: 6432 }, stored())).toBe(true);
    expect(passwordRequiredOnEdit({ ...values(), username: 'admin' }, stored())).toBe(true);
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
