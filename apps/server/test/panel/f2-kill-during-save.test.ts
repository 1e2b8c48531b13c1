// SECURITY F2: kill -9 during a dashboard save leaves the old version or the new one, never
// half. A real server process (src/main.ts through tsx, as the hostile suite starts one) on a
// fresh data folder takes a stream of large saves, each document marked with its own version
// in every text run; it is SIGKILLed at varied moments and restarted on the same folder, and
// each time the stored dashboard must be whole, one of the documents sent, at the version the
// acknowledged saves promise, and agree with its version history.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parsePanelData,
  walkComponents,
  type PanelDetail,
  type PanelVersionEntry,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../hostile/target.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const PASSWORD = 'Kill#Nine2026';
const ROUNDS = 8;
/** Text components per document, each with runs of this many characters (~480 KB a document). */
const COMPONENTS = 30;
const RUNS = 4;
const RUN_CHARS = 4_000;

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** The newest modification time of the server's sources (its own and the workspace packages'). */
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

/**
 * The built server when scripts/test.sh built it from these very sources (its stamp is newer
 * than every source file; a start takes about half as long), else the sources through tsx.
 */
function serverArguments(): string[] {
  const stamp = path.join(repoRoot, 'apps/server/dist/.build-stamp');
  const built = path.join(repoRoot, 'apps/server/dist/main.js');
  const fresh =
    fs.existsSync(stamp) && fs.existsSync(built) && fs.statSync(stamp).mtimeMs >= newestSource();
  return fresh ? [built] : ['--import', 'tsx', 'apps/server/src/main.ts'];
}

async function start(dataDir: string, port: number, args: string[]): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOME: process.env.HOME ?? os.tmpdir(),
      TESSERA_HOST: '127.0.0.1',
      TESSERA_PORT: String(port),
      TESSERA_DATA_DIR: dataDir,
      TESSERA_WEB_DIR: '',
      TESSERA_ADMIN_PASSWORD: PASSWORD,
      TESSERA_LOG_LEVEL: 'warn',
      TESSERA_DEMO_ROWS: '200',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/anonymous/license/validate`)).ok)
        return { child, url, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

async function kill9(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** A document whose every text run says which save it is, padded to a few hundred KB. */
function markedDocument(marker: string): string {
  const run = { text: `${marker}|`.padEnd(RUN_CHARS, '#') };
  return JSON.stringify(
    Array.from({ length: COMPONENTS }, (_, i) => ({
      id: `t${i}`,
      component: 'text',
      style: { width: 200, height: 40, top: i * 40, left: 0 },
      propValue: { paragraphs: [{ runs: Array.from({ length: RUNS }, () => run) }] },
    })),
  );
}

/** The markers of a document's runs (a whole document has exactly one, in every run). */
function markersOf(panelData: string): string[] {
  const components = parsePanelData(panelData);
  if (!components) throw new Error('stored document does not parse');
  const markers: string[] = [];
  for (const { component } of walkComponents(components))
    if (component.component === 'text')
      for (const p of component.propValue.paragraphs)
        for (const r of p.runs) {
          expect(r.text).toHaveLength(RUN_CHARS);
          markers.push(r.text.slice(0, r.text.indexOf('|')));
        }
  return markers;
}

describe('F2: kill -9 during dashboard saves', () => {
  let dataDir: string;
  let port: number;
  let server: Server | undefined;
  const args = serverArguments();

  beforeAll(async () => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-f2-')), 'data');
    port = await freePort();
  });
  afterAll(async () => {
    if (server) await kill9(server);
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('F2: after each kill the dashboard is the old or the new document, whole, at a consistent version', async () => {
    server = await start(dataDir, port, args);
    const call = async (method: string, url: string, token: string | null, body?: unknown) => {
      const response = await fetch(`${(server as Server).url}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as { data: unknown } };
    };
    const login = await call('POST', '/api/auth/login', null, {
      username: 'admin',
      password: PASSWORD,
    });
    const token = (login.json.data as { token: string }).token;
    const created = await call('POST', '/panel/group/save', token, {
      name: 'Crash board',
      nodeType: 'panel',
    });
    const id = (created.json.data as { id: string }).id;

    /** What each version's document says: version → marker ('' for the empty first one). */
    const markerOfVersion = new Map<number, string>([[1, '']]);
    let acknowledged = 1;
    /** The next save over the version last acknowledged; its answer moves that on. */
    const saveNext = async () => {
      const version = acknowledged + 1;
      const marker = `v=${version}`;
      markerOfVersion.set(version, marker);
      const saved = await call('POST', '/panel/group/save', token, {
        id,
        name: 'Crash board',
        nodeType: 'panel',
        panelStyle: '{}',
        panelData: markedDocument(marker),
        version: acknowledged,
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      expect((saved.json.data as { version: number }).version).toBe(version);
      acknowledged = version;
    };
    // A save takes some 50-150 ms here: the kills land at different points of the first few.
    const delays = [0, 10, 25, 40, 55, 75, 100, 130];
    for (let round = 0; round < ROUNDS; round += 1) {
      // A first save after each start warms the code paths, so the kill meets a save as fast
      // as a running server's.
      await saveNext();
      const killer = new Promise<void>((resolve) =>
        setTimeout(() => void kill9(server as Server).then(resolve), delays[round]),
      );
      let stopped = false;
      void killer.then(() => (stopped = true));
      // Saves back to back; the kill lands somewhere inside one of them (before, during or
      // after its transaction, or while it is answered).
      while (!stopped) {
        try {
          await saveNext();
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          break; // the connection died with the process
        }
      }
      await killer;

      server = await start(dataDir, port, args);
      const detail = (await call('GET', `/panel/group/findOne/${id}`, token)).json
        .data as PanelDetail;
      // An acknowledged save is never lost; the one in flight may or may not have landed.
      expect([acknowledged, acknowledged + 1]).toContain(detail.version);
      const markers = markersOf(detail.panelData);
      const expected = markerOfVersion.get(detail.version);
      if (detail.version === 1) expect(markers).toEqual([]);
      else expect(new Set(markers)).toEqual(new Set([expected]));
      const versions = (await call('POST', `/panel/version/list/${id}`, token)).json
        .data as PanelVersionEntry[];
      expect(versions[0]).toMatchObject({ version: detail.version, current: true });
      expect(versions.map((v) => v.version)).toEqual(versions.map((_, i) => detail.version - i));
      const stored = (await call('GET', `/panel/version/findOne/${id}/${detail.version}`, token))
        .json.data as PanelDetail;
      expect(stored.panelData).toBe(detail.panelData);
      acknowledged = detail.version;
    }
  }, 90_000);
});
