// Picture upload and serving (issue 9 part 4): SECURITY D4 (the client's file name is never
// used), D5 (the kind is what the bytes are; served with nosniff and a sandboxing policy), the
// size cap before and while reading, and SECURITY E4 for dashboard saves (a 10 MB body).
import fs from 'node:fs';
import path from 'node:path';
import { PANEL_LIMITS, type PanelImageUploaded } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { dataOf } from '../datasource/support.js';
import { expectError, expectLocalisedError } from '../security/support.js';
import { GIF_1x1, HTML, PNG_1x1, SVG, TEXT } from './pictures.js';
import { createPanel, multipartBody, panelClient, snapshot, type PanelApi } from './support.js';

/** Every file under a folder (relative paths), to see nothing was written anywhere. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

describe('pictures', () => {
  let ctx: TestContext;
  let api: PanelApi;
  let member: PanelApi;

  beforeAll(async () => {
    ctx = await createTestContext();
    api = panelClient(ctx, await login(ctx.app));
    await createUser(ctx, 'mia', 'Member#2026');
    member = panelClient(ctx, await login(ctx.app, 'mia', 'Member#2026'));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('stores a PNG under a server-made id and serves it back with nosniff, a sandbox policy and a long private cache', async () => {
    const uploaded = dataOf<PanelImageUploaded>(await api.upload(PNG_1x1, 'logo.png', 'image/png'));
    expect(uploaded).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: `/panel/image/${uploaded.id}`,
      mime: 'image/png',
      size: PNG_1x1.length,
      width: 1,
      height: 1,
    });
    // Members of the organisation see the pictures of its dashboards.
    const served = await member.image(uploaded.id);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=31536000, immutable',
      'x-frame-options': 'SAMEORIGIN',
      etag: `"${uploaded.id}"`,
    });
    const again = await member.image(uploaded.id, { 'if-none-match': `"${uploaded.id}"` });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('D4: ignores the client’s file name — traversal, absolute paths, NUL — and writes no file anywhere', async () => {
    const before = filesUnder(ctx.dataDir);
    const ids = new Set<string>();
    for (const name of ['../../x.png', '/etc/passwd', 'C:\\Windows\\x.png', 'a\u0000.png', '..']) {
      const uploaded = dataOf<PanelImageUploaded>(await api.upload(GIF_1x1, name, 'image/gif'));
      expect(uploaded.id).toMatch(/^[0-9a-f]{32}$/);
      expect(uploaded.mime).toBe('image/gif');
      expect(JSON.stringify(uploaded)).not.toMatch(/passwd|Windows|x\.png|\.\./);
      ids.add(uploaded.id);
    }
    expect(ids.size).toBe(5);
    // Pictures live in the metadata store; the data folder holds no new file (the store's own
    // journal files aside), and nothing appeared above it.
    const after = filesUnder(ctx.dataDir).filter((f) => !/^tessera\.db(-wal|-shm)?$/.test(f));
    expect(after).toEqual(before.filter((f) => !/^tessera\.db(-wal|-shm)?$/.test(f)));
    expect(fs.existsSync(path.join(ctx.dataDir, '..', 'x.png'))).toBe(false);
  });

  it('D5: refuses HTML, SVG, an HTML page named .png and a text file, whatever type they claim, storing nothing', async () => {
    const before = await snapshot(ctx, 'panel_images');
    for (const [bytes, name, type] of [
      [HTML, 'page.html', 'text/html'],
      [SVG, 'vector.svg', 'image/svg+xml'],
      [HTML, 'innocent.png', 'image/png'],
      [SVG, 'icon.png', 'image/png'],
      [TEXT, 'notes.txt', 'text/plain'],
      [Buffer.alloc(0), 'empty.png', 'image/png'],
    ] as const)
      expectLocalisedError(
        await api.upload(bytes, name, type, 'zh-CN'),
        400,
        'PANEL_IMAGE_TYPE',
        'zh-CN',
      );
    expect(await snapshot(ctx, 'panel_images')).toEqual(before);
  });

  it('refuses a picture over the cap by its Content-Length before reading, and one that lies while streaming', async () => {
    const before = await snapshot(ctx, 'panel_images');
    const max = Math.round(PANEL_LIMITS.imageBytes / 1024 / 1024);
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(PANEL_LIMITS.imageBytes + 64 * 1024)]);
    expectLocalisedError(
      await api.upload(big, 'big.png', 'image/png', 'zh-TW'),
      413,
      'PANEL_IMAGE_TOO_LARGE',
      'zh-TW',
      { max },
    );
    // The same bytes sent chunked (no Content-Length): cut at the cap while streaming.
    const body = multipartBody(big, 'big.png', 'image/png');
    const { Readable } = await import('node:stream');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/panel/image/upload',
      headers: { authorization: (await login(ctx.app)) as string, ...body.headers },
      payload: Readable.from([body.payload]),
    });
    expectLocalisedError(response, 413, 'PANEL_IMAGE_TOO_LARGE', 'zh-CN', { max });
    expect(await snapshot(ctx, 'panel_images')).toEqual(before);
  });

  it('refuses uploads from members (no panel:manage) and answers 404 for ids this server never makes', async () => {
    expectLocalisedError(await member.upload(PNG_1x1, 'a.png'), 403, 'FORBIDDEN', 'en');
    for (const id of ['0'.repeat(32), 'ABCDEF'.padEnd(32, '0'), '..%2f..%2fetc%2fpasswd', 'x'])
      expectError(await member.image(id), 404, 'NOT_FOUND');
  });

  it('E4: refuses a 10 MB dashboard save quickly with 413, changing nothing', async () => {
    const { id } = await createPanel(api, 'Big body');
    const before = await snapshot(ctx, 'panels');
    const started = Date.now();
    const response = await api.post('/panel/group/save', {
      id,
      name: 'Big body',
      nodeType: 'panel',
      panelStyle: '{}',
      panelData: JSON.stringify([{ pad: 'x'.repeat(10 * 1024 * 1024) }]),
      version: 1,
    });
    expectError(response, 413, 'PAYLOAD_TOO_LARGE');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await snapshot(ctx, 'panels')).toEqual(before);
  });
});
