// A Tessera server as a child process (`node --import tsx apps/server/src/main.ts`), as in
// production: its event loop, its thread pool, its memory and its shutdown are the ones
// measured. A fresh data folder with the 1 M-row demo (or BENCH_DEMO_ROWS), on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = resolve(import.meta.dirname, '..');

export interface ChildServer {
  base: string;
  child: ChildProcess;
  dataDir: string;
  output: () => string;
  /** Stops the process (if still running) and removes its data folder. */
  close: () => void;
}

export async function startChildServer(options: {
  /** The data folder's name prefix under the system's temporary folder. */
  prefix: string;
  adminPassword: string;
  /** Node flags for the server process (a heap limit, say). */
  nodeArgs?: readonly string[];
}): Promise<ChildServer> {
  const dataDir = join(mkdtempSync(join(tmpdir(), options.prefix)), 'data');
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOME: process.env.HOME ?? tmpdir(),
      TESSERA_HOST: '127.0.0.1',
      TESSERA_PORT: String(port),
      TESSERA_DATA_DIR: dataDir,
      TESSERA_WEB_DIR: '',
      TESSERA_ADMIN_PASSWORD: options.adminPassword,
      TESSERA_LOG_LEVEL: 'warn',
      TESSERA_DEMO_ROWS: process.env.BENCH_DEMO_ROWS ?? '1000000',
      UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '12',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/anonymous/license/validate`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`server ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    base,
    child,
    dataDir,
    output: () => output,
    close: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
    },
  };
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { success: boolean; data: { token: string } };
  if (!body.success) throw new Error(`sign-in failed for ${username}`);
  return body.data.token;
}

/** A process's resident memory now (Linux), in bytes. */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb === undefined ? 0 : Number(kb) * 1024;
}

/** Samples a process's RSS every `everyMs`; stop() returns the peak seen. */
export function rssSampler(pid: number, everyMs = 50): { stop(): number } {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // the process is gone
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux, whatever the kernel's HZ). */
const USER_HZ = 100;

/**
 * The CPU seconds a process has used so far (Linux; its threads included): on a shared machine
 * the wall clock includes waiting for a core, this does not.
 */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
}
