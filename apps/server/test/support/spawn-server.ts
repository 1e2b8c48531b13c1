// One way for a test to start the server as a process (the hostile suite, F2's kill -9, A3's
// refused start). It runs the built server (apps/server/dist/main.js) when that build is at
// least as new as every source it bundles: CI builds before vitest (scripts/test.sh), and a
// built start skips compiling the sources through tsx in every process (about half the start
// time). Otherwise, as after an edit without a build, it runs the sources through tsx, so a
// test never runs code older than the tree.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const BUILT = path.join(repoRoot, 'apps/server/dist/main.js');
const SOURCE = 'apps/server/src/main.ts';

/** The newest modification time of the sources the build bundles (the server's and packages'). */
function newestSource(): number {
  const roots = [
    path.join(repoRoot, 'apps/server/src'),
    ...fs
      .readdirSync(path.join(repoRoot, 'packages'))
      .map((p) => path.join(repoRoot, 'packages', p, 'src')),
  ];
  let newest = 0;
  for (const root of roots.filter((r) => fs.existsSync(r)))
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true }))
      if (entry.isFile())
        newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  return newest;
}

let chosen: string[] | undefined;

/**
 * Node's arguments that start the server from the repository root: the build when it is
 * present and not older than any source, else the sources through tsx. Decided once a file.
 */
export function serverArguments(): string[] {
  chosen ??=
    fs.existsSync(BUILT) && fs.statSync(BUILT).mtimeMs >= newestSource()
      ? [BUILT]
      : ['--import', 'tsx', SOURCE];
  return chosen;
}

/**
 * The environment of a test server that listens on 127.0.0.1:`port` with a fresh data
 * directory, no web app and a quiet log: what the hostile suite and F2 start alike.
 */
export function listeningServerEnv(options: {
  port: number;
  dataDir: string;
  adminPassword: string;
  demoRows: number;
}): Record<string, string> {
  return {
    HOME: process.env.HOME ?? os.tmpdir(),
    TESSERA_HOST: '127.0.0.1',
    TESSERA_PORT: String(options.port),
    TESSERA_DATA_DIR: options.dataDir,
    TESSERA_WEB_DIR: '',
    TESSERA_ADMIN_PASSWORD: options.adminPassword,
    TESSERA_LOG_LEVEL: 'warn',
    TESSERA_DEMO_ROWS: String(options.demoRows),
  };
}

export interface SpawnServerOptions {
  /** The server's environment (TESSERA_*); merged over this process's unless `inheritEnv` is false. */
  env: Record<string, string>;
  /** Start with only PATH and HOME of this process's environment, plus `env`. */
  inheritEnv?: boolean;
  /** The process's file mode mask (e.g. '077'); without it the child inherits this process's. */
  umask?: string;
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far, interleaved. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit status (null when a signal ended it) once the process exited. */
  exited: Promise<number | null>;
}

/** Starts the server (see serverArguments) with stdout and stderr collected. */
export function spawnServer(options: SpawnServerOptions): ServerProcess {
  const args = serverArguments();
  const env = {
    ...(options.inheritEnv === false
      ? { PATH: process.env.PATH ?? '', ...(process.env.HOME ? { HOME: process.env.HOME } : {}) }
      : process.env),
    ...options.env,
  };
  const child =
    options.umask === undefined
      ? spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
      : // Through a shell that sets the mask, then becomes node ("$0" is node, "$@" its arguments).
        spawn(
          '/bin/sh',
          ['-c', `umask ${options.umask} && exec "$0" "$@"`, process.execPath, ...args],
          { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
        );
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  // 'close' waits for stdout and stderr to end, so the output is complete when this resolves.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return { child, output: () => output, stdout: () => stdout, stderr: () => stderr, exited };
}

/**
 * Waits until the server answers its anonymous licence check; throws with the server's output
 * when it exits first or does not answer within `timeoutMs`.
 */
export async function untilListening(
  server: ServerProcess,
  url: URL | string,
  options: { timeoutMs: number; pollMs: number },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      if ((await fetch(new URL('/anonymous/license/validate', url))).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
  throw new Error(`server did not start: ${server.output()}`);
}
