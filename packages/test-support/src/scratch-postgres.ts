// A throwaway PostgreSQL cluster that checks passwords. The machine's cluster trusts every
// login, so a test of a wrong password needs its own: initdb with scram-sha-256 and a password
// file, pg_ctl on a free port in a temporary folder, removed by stop(). initdb refuses to run
// as root, so under root the commands run as the `postgres` OS user. About 1–2 s to start.
import { execFile, execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomSuffix } from './services.js';

const run = promisify(execFile);

export interface ScratchPostgres {
  host: string;
  port: number;
  /** The superuser, whose password the cluster checks. */
  user: string;
  password: string;
  /** The temporary folder holding the cluster (removed by stop). */
  folder: string;
  /** Stops the server and removes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

/** The newest installed server's bin folder (or TESSERA_PG_BIN), or null when there is none. */
function binDir(): string | null {
  const override = process.env.TESSERA_PG_BIN;
  if (override) return existsSync(join(override, 'initdb')) ? override : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** Whether a scratch cluster can start here; under CI always yes, so a missing one fails. */
export function scratchPostgresAvailable(): boolean {
  if (binDir()) return true;
  if (process.env.CI) return true;
  console.warn(
    '[tests] no PostgreSQL server binaries (initdb) found: skipping the password tests (set CI to fail instead)',
  );
  return false;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** uid/gid of the `postgres` OS user when we are root (initdb will not run as root). */
function osUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startScratchPostgres(): Promise<ScratchPostgres> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) are not installed');
  const owner = osUser();
  const as = (command: string, args: string[]): [string, string[]] =>
    owner ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const exec = (command: string, args: string[]) => run(...as(join(bin, command), args));

  const dir = mkdtempSync(join(tmpdir(), 'tessera-pg-'));
  const data = join(dir, 'data');
  const passwordFile = join(dir, 'password');
  const user = 'tessera_admin';
  const password = `Scratch-${randomSuffix()}`;
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    chownSync(passwordFile, owner.uid, owner.gid);
  }
  chmodSync(dir, 0o700);

  let stopped = false;
  let started = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      try {
        execFileSync(...as(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']), {
          stdio: 'ignore',
        });
      } catch {
        // Already gone.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A test run that dies before stop() must not leave a server behind.
  process.once('exit', stopSync);

  try {
    await exec('initdb', [
      '-D',
      data,
      '-U',
      user,
      '--pwfile',
      passwordFile,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await exec('pg_ctl', [
          '-D',
          data,
          '-w',
          '-t',
          '30',
          '-l',
          join(dir, 'server.log'),
          '-o',
          `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
          'start',
        ]);
        started = true;
        break;
      } catch (error) {
        // Another process may have taken the port between the check and the start.
        if (attempt >= 3) throw error;
      }
    }
    return {
      host: '127.0.0.1',
      port,
      user,
      password,
      folder: dir,
      async stop() {
        process.removeListener('exit', stopSync);
        if (stopped) return;
        if (started) {
          await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
          started = false;
        }
        stopSync();
      },
    };
  } catch (error) {
    process.removeListener('exit', stopSync);
    stopSync();
    throw error;
  }
}
