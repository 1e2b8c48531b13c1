// The hostile-client suite (issue 12 part 8) speaks raw HTTP and TCP to a started server. By
// default each test file starts its own server process from source on a free port with a fresh
// data folder. To attack your own deployment instead, set:
//   TESSERA_HOSTILE_URL=https://bi.example.com   the server to attack (http or https)
//   TESSERA_HOSTILE_USER / TESSERA_HOSTILE_PASSWORD   an administrator account to sign in with
//   TESSERA_HOSTILE_DESTRUCTIVE=1   also run tests that lock accounts and addresses for the
//                                   lockout time (never against a server people are using)
// Tests that need to configure the server (a deny list, a small rate) or read its data folder
// run only against a server the suite started; they say so when they skip.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

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

async function waitUntilReady(url: URL, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log()}`);
    try {
      if ((await fetch(new URL('/anonymous/license/validate', url))).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${log()}`);
}

/**
 * A server for one test file: the external one when TESSERA_HOSTILE_URL is set, else a fresh
 * process (`node --import tsx src/main.ts`, started through a shell with `umask`, default 022).
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
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      `umask ${options.umask ?? '022'} && exec "$0" --import tsx apps/server/src/main.ts`,
      process.execPath,
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        HOME: process.env.HOME ?? os.tmpdir(),
        TESSERA_HOST: '127.0.0.1',
        TESSERA_PORT: String(port),
        TESSERA_DATA_DIR: dataDir,
        TESSERA_WEB_DIR: '',
        TESSERA_ADMIN_PASSWORD: ADMIN.password,
        TESSERA_LOG_LEVEL: 'warn',
        TESSERA_DEMO_ROWS: '500',
        // As scripts/start.sh runs it: DuckDB's lane sized from the thread pool.
        UV_THREADPOOL_SIZE: '12',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(url, child, () => output);
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
