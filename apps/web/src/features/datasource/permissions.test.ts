import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@tessera/contracts';
import { canEditDatasource, canManageDatasources, canTestDatasource } from './permissions';

const manager = { permissions: [PERMISSIONS.datasourceRead, PERMISSIONS.datasourceManage] };
const member = { permissions: [PERMISSIONS.datasourceRead] };

describe('who manages data sources', () => {
  it('is whoever holds the datasource:manage capability, not members', () => {
    expect(canManageDatasources(manager)).toBe(true);
    expect(canManageDatasources(member)).toBe(false);
    expect(canManageDatasources(null)).toBe(false);
  });

  it('never reads role codes: an org_admin role without the capability manages nothing', () => {
    const roleOnly = { permissions: [], roles: ['org_admin', 'admin'], isAdmin: false };
    expect(canManageDatasources(roleOnly)).toBe(false);
  });

  it('never offers to edit or delete the built-in warehouse', () => {
    expect(canEditDatasource(manager, { builtin: true, permission: 'manage' })).toBe(false);
    expect(canEditDatasource(manager, { builtin: false, permission: 'manage' })).toBe(true);
  });

  it('needs manage on the source itself as well as the capability', () => {
    expect(canEditDatasource(manager, { builtin: false, permission: 'use' })).toBe(false);
    expect(canEditDatasource(member, { builtin: false, permission: 'manage' })).toBe(false);
  });
});

describe('who tests a stored source', () => {
  it('is a manager holding manage on it, the built-in warehouse included', () => {
    expect(canTestDatasource(manager, { permission: 'manage' })).toBe(true);
    expect(canTestDatasource(manager, { permission: 'use' })).toBe(false);
    expect(canTestDatasource(member, { permission: 'manage' })).toBe(false);
  });
});
