import fs from 'node:fs';
import path from 'node:path';
import { isStrongPassword } from '@tessera/contracts';
import { generateStrongPassword, hashPassword } from '../auth/passwords.js';
import type { Db } from './database.js';

export const DEFAULT_ORG_NAME = 'Tessera';

export interface BootstrapResult {
  /** Set only when this start created the admin with a generated password. */
  generatedAdminPassword: string | null;
  createdAdmin: boolean;
}

export class WeakAdminPasswordError extends Error {
  constructor() {
    super(
      'TESSERA_ADMIN_PASSWORD must be 8-30 characters with upper and lower case letters and digits',
    );
    this.name = 'WeakAdminPasswordError';
  }
}

/**
 * First-start data: the default organisation and the `admin` account. The admin password is
 * TESSERA_ADMIN_PASSWORD, or else a generated one written to data/initial-admin-password
 * (mode 600). Later starts change nothing.
 */
export async function bootstrap(
  db: Db,
  options: { adminPassword: string | null; dataDir: string },
): Promise<BootstrapResult> {
  const now = Date.now();
  let org = await db.selectFrom('organisations').select('id').orderBy('id').executeTakeFirst();
  if (!org) {
    org = await db
      .insertInto('organisations')
      .values({ pid: 0, name: DEFAULT_ORG_NAME, create_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirst();
  if (admin) return { generatedAdminPassword: null, createdAdmin: false };

  if (options.adminPassword !== null && !isStrongPassword(options.adminPassword)) {
    throw new WeakAdminPasswordError();
  }
  const password = options.adminPassword ?? generateStrongPassword();
  const orgId = org.id;
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        org_id: orgId,
        username: 'admin',
        nick_name: 'Administrator',
        email: null,
        phone: null,
        password_hash: passwordHash,
        language: null,
        enabled: 1,
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('code', '=', 'admin')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values({ user_id: user.id, role_id: role.id }).execute();
  });

  if (options.adminPassword !== null) return { generatedAdminPassword: null, createdAdmin: true };
  fs.writeFileSync(path.join(options.dataDir, 'initial-admin-password'), `${password}\n`, {
    mode: 0o600,
  });
  return { generatedAdminPassword: password, createdAdmin: true };
}
