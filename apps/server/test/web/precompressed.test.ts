import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.js';

/**
 * The built app's files go compressed to a browser that accepts it (issue 22 part 1: the first
 * screen's bytes): the build writes `.br` and `.gz` copies (apps/web/precompress.ts) and the
 * server sends the one the browser accepts, the file itself otherwise.
 */
describe('the built web files, compressed at build time', () => {
  let ctx: TestContext;
  let webRoot: string;
  const script = `console.log(${JSON.stringify('tessera '.repeat(400))});`;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-precompressed-'));
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Tessera</title>');
    const file = path.join(webRoot, 'assets', 'app.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, gzipSync(script));
    // A file the build left uncompressed (too small): sent as it is to every browser.
    fs.writeFileSync(path.join(webRoot, 'assets', 'tiny.js'), 'export {};');
    ctx = await createTestContext({}, { webDir: webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends brotli to a browser that accepts it, as Chromium asks', async () => {
    const response = await get('/assets/app.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends gzip to one that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const plain = await get('/assets/app.js', acceptEncoding);
      expect(plain.statusCode, String(acceptEncoding)).toBe(200);
      expect(plain.headers['content-encoding'], String(acceptEncoding)).toBeUndefined();
      expect(plain.body).toBe(script);
    }
  });

  it('sends a file without a compressed copy as it is, whatever the browser accepts', async () => {
    for (const url of ['/assets/tiny.js', '/']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    expect((await get('/assets/tiny.js', 'br')).body).toBe('export {};');
  });

  it('gives the compressed copies no address of their own', async () => {
    for (const url of ['/assets/app.js.br', '/assets/app.js.gz']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ success: boolean }>().success).toBe(false);
    }
  });
});
