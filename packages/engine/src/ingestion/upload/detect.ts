// Which kind an upload is, from its bytes alone (SECURITY D5 for uploads): the name and the
// Content-Type a client sends are never trusted. xlsx: a zip whose directory holds the parts of
// a SpreadsheetML workbook. CSV: text without NUL or other binary control bytes that is not
// markup. Anything else (HTML, SVG, images, PDF, other zips, UTF-16) is refused. Text in another
// encoding than UTF-8 passes here on purpose: the CSV reader names the row where it goes wrong,
// which helps the user more than "wrong type".
import { open } from 'node:fs/promises';
import { EngineError } from '../../errors.js';
import type { UploadKind } from './types.js';
import { XLSX_LIMITS } from './limits.js';
import { openWorkbookZip } from './workbook-zip.js';

/** Bytes looked at for a CSV verdict; the rest is checked while it is read. */
const SNIFF_BYTES = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
/** Markup that makes a "text" file a document a browser would render. */
const MARKUP = /^(?:\ufeff|\u00ef\u00bb\u00bf)?\s*<(?:!doctype|html|svg|\?xml|head|body|script)/i;

const refused = () =>
  new EngineError('ENGINE_UPLOAD_TYPE', 'Only CSV text and xlsx workbooks can be uploaded');

export async function detectUploadKind(path: string): Promise<UploadKind> {
  const head = await readHead(path);
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) {
    const zip = await openWorkbookZip(path, XLSX_LIMITS);
    const workbook = zip !== null && zip.has('[Content_Types].xml') && zip.has('xl/workbook.xml');
    zip?.close();
    if (workbook) return 'xlsx';
    throw refused();
  }
  if (head.length === 0 || head.some(isBinaryByte) || head.subarray(0, 5).equals(PDF_MAGIC))
    throw refused();
  if (MARKUP.test(head.subarray(0, 1024).toString('latin1'))) throw refused();
  return 'csv';
}

/** Control bytes no text file holds (tab, line breaks, form feed and escape are text). */
function isBinaryByte(byte: number): boolean {
  return (
    byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1b
  );
}

async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
