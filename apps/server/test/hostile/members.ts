// Members written straight into a started server's metadata store, as the issue 18 probes did:
// there is no user administration API yet. Used by the hostile suite and bench/flood.ts.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { hashPassword } from '../../src/auth/passwords.js';

/** Adds an organisation member with `password` to the store in `dataDir` (WAL: safe while it runs). */
export async function addMemberToStore(
  dataDir: string,
  username: string,
  password: string,
): Promise<void> {
  const db = new Database(join(dataDir, 'tessera.db'));
  db.pragma('busy_timeout = 5000');
  try {
    const now = Date.now();
    const hash = await hashPassword(password);
    const { id } = db
      .prepare(
        `INSERT INTO users (org_id, username, nick_name, email, phone, password_hash, language,
           enabled, create_time, update_time) VALUES (1, ?, ?, NULL, NULL, ?, NULL, 1, ?, ?)
         RETURNING id`,
      )
      .get(username, username, hash, now, now) as { id: number };
    db.prepare(
      `INSERT INTO user_roles (user_id, role_id) SELECT ?, id FROM roles WHERE code = 'org_member'`,
    ).run(id);
  } finally {
    db.close();
  }
}
