// Upload kinds by magic bytes (issue 7 part 2, DESIGN §5 "Uploads"): what the client says a
// file is never counts; only CSV text and real xlsx workbooks pass.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectUploadKind } from '../src/ingestion/index.js';
import { writeWorkbook, writeZip } from './fixtures/upload/make-files.js';

const dir = mkdtempSync(join(tmpdir(), 'tessera-upload-kind-'));
let fileNo = 0;
function stage(content: string | Buffer): string {
  const path = join(dir, `staged-${++fileNo}`);
  writeFileSync(path, content);
  return path;
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('detecting an upload kind', () => {
  it('recognises an xlsx workbook by its zip parts', async () => {
    const path = join(dir, 'book');
    await writeWorkbook(path, [{ name: 'S', rows: [['a'], [1]] }]);
    expect(await detectUploadKind(path)).toBe('xlsx');
  });

  it.each([
    ['plain CSV', 'a,b\n1,2\n'],
    ['CSV with a UTF-8 BOM', '\ufeffa;b\r\n1;2\r\n'],
    [
      'CSV in GBK (its row is named later by the reader)',
      Buffer.from([0x61, 0x0a, 0xd6, 0xd0, 0x0a]),
    ],
    ['tab-separated text', 'a\tb\n1\t2\n'],
  ])('recognises %s as csv', async (_label, content) => {
    expect(await detectUploadKind(stage(content))).toBe('csv');
  });

  it.each([
    ['HTML', '<!DOCTYPE html><html><script>alert(1)</script></html>'],
    ['HTML after a BOM', '\ufeff  <html><body>x</body></html>'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['XML', '<?xml version="1.0"?><a/>'],
    ['PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['JPEG', Buffer.from('ffd8ffe000104a46494600010100', 'hex')],
    ['PDF', '%PDF-1.7\n%âãÏÓ\n'],
    ['UTF-16 text', Buffer.from('\ufeffa,b\n', 'utf16le')],
    ['an empty file', ''],
  ])('refuses %s', async (_label, content) => {
    await expect(detectUploadKind(stage(content))).rejects.toMatchObject({
      code: 'ENGINE_UPLOAD_TYPE',
    });
  });

  it('refuses a zip that is not a workbook (a .docx, a plain archive) and a broken zip', async () => {
    const docx = join(dir, 'docx');
    writeZip(docx, [
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document/>' },
    ]);
    const broken = stage(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64, 1)]));
    for (const path of [docx, broken])
      await expect(detectUploadKind(path)).rejects.toMatchObject({ code: 'ENGINE_UPLOAD_TYPE' });
  });
});
