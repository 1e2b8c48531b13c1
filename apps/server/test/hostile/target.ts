// The hostile-client suite (issue 12 part 8) speaks raw HTTP and TCP to a started server. By
// default each test file starts its own server process (built, or from source) on a free port with a fresh
// data folder. To attack your own deployment instead, set:
//   TESSERA_HOSTILE_URL=https://bi.example.com   the server to attack (http or https)
//   TESSERA_HOSTILE_USER / TESSERA_HOSTILE_PASSWORD   an administrator account to sign in with
//   TESSERA_HOSTILE_DESTRUCTIVE=1   also run tests that lock accounts and addresses for the
//                                   lockout time (never against a server people are using)
// Tests that need to configure the server (a deny list, a small rate) or read its data folder
// run only against a server the suite started; they say so when they skip.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { listeningServerEnv, spawnServer, untilListening } from '../support/spawn-server.js';

export interface Target {
  url: URL;
  admin: { username: string; password: string };
  /** True when this suite started the server (and so chose its configuration). */
  own: boolean;
  /** The server's data folder, when the suite started it. */
  dataDir: string | null;
  /** Sends SIGTERM to a server the suite started; resolves with the ms until it exited. */
  terminate?: () => Promise<number>;
  stop(): Promise<void>;
}

export const EXTERNAL_URL = process.env.TESSERA_HOSTILE_URL ?? '';
export const DESTRUCTIVE = EXTERNAL_URL === '' || process.env.TESSERA_HOSTILE_DESTRUCTIVE === '1';
export const OWN_SERVER = EXTERNAL_URL === '';
export const ADMIN = { username: 'admin', password: 'Hostile#Admin2026' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A server for one test file: the external one when TESSERA_HOSTILE_URL is set, else a fresh
 * process (support/spawn-server.ts: the build when fresh, else the sources through tsx; with
 * `umask`, default 022).
 */
export async function startTarget(
  env: Record<string, string> = {},
  options: { umask?: string } = {},
): Promise<Target> {
  if (!OWN_SERVER) {
    return {
      url: new URL(EXTERNAL_URL),
      admin: {
        username: process.env.TESSERA_HOSTILE_USER ?? 'admin',
        password: process.env.TESSERA_HOSTILE_PASSWORD ?? '',
      },
      own: false,
      dataDir: null,
      stop: async () => undefined,
    };
  }
  const port = await freePort();
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-hostile-')), 'data');
  const url = new URL(`http://127.0.0.1:${port}`);
  const server = spawnServer({
    env: {
      ...listeningServerEnv({ port, dataDir, adminPassword: ADMIN.password, demoRows: 500 }),
      // As scripts/start.sh runs it: DuckDB's lane sized from the thread pool.
      UV_THREADPOOL_SIZE: '12',
      ...env,
    },
    umask: options.umask ?? '022',
  });
  const child = server.child;
  await untilListening(server, url, { timeoutMs: 60_000, pollMs: 100 });
  return {
    url,
    admin: ADMIN,
    own: true,
    dataDir,
    async terminate() {
      const sent = performance.now();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return performance.now() - sent;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}
