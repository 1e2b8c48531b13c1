import { describe, expect, it } from 'vitest';
import { canEditDatasource, canManageDatasources, canTestDatasource } from './permissions';

const admin = { isAdmin: true, roles: ['admin'] };
const orgAdmin = { isAdmin: false, roles: ['org_admin'] };
const member = { isAdmin: false, roles: ['org_member'] };

describe('who manages data sources', () => {
  it('lets administrators and organisation administrators manage, not members', () => {
    expect(canManageDatasources(admin)).toBe(true);
    expect(canManageDatasources(orgAdmin)).toBe(true);
    expect(canManageDatasources(member)).toBe(false);
    expect(canManageDatasources(null)).toBe(false);
  });

  it('never offers to edit or delete the built-in warehouse', () => {
    expect(canEditDatasource(admin, { builtin: true, permission: 'manage' })).toBe(false);
    expect(canEditDatasource(admin, { builtin: false, permission: 'manage' })).toBe(true);
  });

  it('needs manage on the source itself as well as a managing role', () => {
    expect(canEditDatasource(orgAdmin, { builtin: false, permission: 'use' })).toBe(false);
    expect(canEditDatasource(member, { builtin: false, permission: 'manage' })).toBe(false);
  });
});

describe('who tests a stored source', () => {
  it('is a manager holding manage on it, the built-in warehouse included', () => {
    expect(canTestDatasource(admin, { permission: 'manage' })).toBe(true);
    expect(canTestDatasource(orgAdmin, { permission: 'use' })).toBe(false);
    expect(canTestDatasource(member, { permission: 'manage' })).toBe(false);
  });
});
