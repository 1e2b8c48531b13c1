import { describe, expect, it } from 'vitest';
import { toConnection } from './datasourceFormModel';
import { testPlan } from './testPlan';
import { filled, fromView, PG, stored } from '../../test/datasourceFixtures';

describe('how "Test connection" tests the form', () => {
  it('tests the draft as typed when creating', () => {
    const plan = testPlan(filled(), null, PG);
    expect(plan).toEqual({
      kind: 'draft',
      body: toConnection(filled(), { keepEmptyPassword: false, supportsSchema: true }),
      withoutStoredPassword: false,
    });
  });

  it('tests the stored source when an edit changes nothing about the connection', () => {
    const values = fromView(stored());
    expect(testPlan({ ...values, name: 'Renamed' }, stored(), PG)).toEqual({
      kind: 'stored',
      id: 'ds-1',
    });
  });

  it('tests the draft when the host changed, and says the stored password was not sent', () => {
    const values = fromView(stored());
    const plan = testPlan({ ...values, host: 'replica.internal' }, stored(), PG);
    expect(plan.kind).toBe('draft');
    if (plan.kind !== 'draft') return;
    expect(plan.withoutStoredPassword).toBe(true);
    expect(plan.body.configuration.host).toBe('replica.internal');
    expect('password' in plan.body.configuration).toBe(false);
  });

  it('tests the draft with the new password when one is typed on edit', () => {
    const values = fromView(stored());
    const plan = testPlan({ ...values, password: 'n3w' }, stored(), PG);
    expect(plan).toMatchObject({ kind: 'draft', withoutStoredPassword: false });
    if (plan.kind === 'draft') expect(plan.body.configuration.password).toBe('n3w');
  });

  it('tests the draft with an empty password when the stored source has none', () => {
    const view = stored({ configuration: { ...stored().configuration, hasPassword: false } });
    const values = fromView(view);
    const plan = testPlan({ ...values, database: 'other' }, view, PG);
    expect(plan).toMatchObject({ kind: 'draft', withoutStoredPassword: false });
    if (plan.kind === 'draft') expect(plan.body.configuration.password).toBe('');
  });
});
