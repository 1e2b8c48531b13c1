// An xlsx's zip, read through its central directory (yauzl): the directory is checked against
// the bounds before anything is inflated, and then only the parts the reader asks for are
// inflated — by us, through an InflateMeter — never the parts it does not need. exceljs's own
// zip layer (unzipper) inflated every part it met in full, whatever the headers claimed
// (SECURITY D1: a zip whose headers lie about its sizes).
import { pipeline, type Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { InflateMeter } from './inflate-meter.js';
import { xmlGuard } from './xml-guard.js';
import { tooLarge, unreadable } from './errors.js';
import type { XlsxLimits } from './limits.js';

const STORED = 0;
const DEFLATED = 8;

export interface WorkbookZip {
  has(name: string): boolean;
  /** The part's inflated bytes, metered; null when the zip has no such part. */
  open(name: string): Promise<Readable | null>;
  /** Bytes inflated so far across every part opened. */
  readonly inflatedBytes: number;
  close(): void;
}

/** Opens the xlsx at `path`, or gives null when it is not a readable zip at all. */
export async function openWorkbookZip(
  path: string,
  limits: XlsxLimits,
): Promise<WorkbookZip | null> {
  const zip = await new Promise<yauzl.ZipFile | null>((resolve) => {
    // Sizes are not validated by yauzl: the meter counts what really inflates instead.
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: false }, (e, z) =>
      resolve(e ? null : z),
    );
  });
  if (zip === null) return null;
  let entries: Map<string, yauzl.Entry> | null;
  try {
    entries = await readDirectory(zip, limits);
  } catch (error) {
    zip.close();
    throw error;
  }
  if (entries === null) {
    zip.close();
    return null;
  }
  const meter = new InflateMeter(limits);
  const found = entries;
  // A parser may stop before its part ends (exceljs stops at the root's close tag): the part's
  // streams are destroyed on close so the file is closed too.
  const opened = new Set<Readable>();
  return {
    has: (name) => found.has(name),
    get inflatedBytes() {
      return meter.inflatedBytes;
    },
    close() {
      for (const part of opened) part.destroy();
      opened.clear();
      zip.close();
    },
    async open(name) {
      const entry = found.get(name);
      if (!entry) return null;
      const method = entry.compressionMethod;
      if (method !== STORED && method !== DEFLATED) throw unreadable('damaged');
      const raw = await new Promise<Readable>((resolve, reject) => {
        zip.openReadStream(entry, { decodeFileData: false }, (error, stream) =>
          error ? reject(unreadable('damaged')) : resolve(stream),
        );
      });
      const counted = meter.part(entry.compressedSize);
      const guarded = xmlGuard({
        maxRunBytes: limits.maxXmlRunBytes,
        maxDepth: limits.maxXmlDepth,
      });
      // pipeline destroys every stage when one fails or the reader stops early, so a refused
      // part stops reading the file and inflating at once; the error reaches the last stage.
      const done = () => undefined;
      const part =
        method === DEFLATED
          ? pipeline(raw, createInflateRaw(), counted, guarded, done)
          : pipeline(raw, counted, guarded, done);
      opened.add(part);
      return part;
    },
  };
}

/** Every entry by name, after the directory checks; null when the directory is unreadable. */
function readDirectory(
  zip: yauzl.ZipFile,
  limits: XlsxLimits,
): Promise<Map<string, yauzl.Entry> | null> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    let declared = 0;
    zip.on('error', () => resolve(null));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= limits.maxZipEntries) {
        reject(tooLarge('parts', limits.maxZipEntries));
        return;
      }
      if (entry.isEncrypted()) {
        reject(unreadable('encrypted'));
        return;
      }
      // What the headers declare is checked too: an honest bomb is refused before a byte of
      // it is inflated. A lying one is stopped by the meter while it inflates.
      declared += entry.uncompressedSize;
      if (declared > limits.maxUnzippedBytes) {
        reject(tooLarge('expanded', limits.maxUnzippedBytes));
        return;
      }
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (
        entry.uncompressedSize >= limits.ratioCheckedFromBytes &&
        ratio > limits.maxCompressionRatio
      ) {
        reject(tooLarge('ratio', limits.maxCompressionRatio));
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.readEntry();
  });
}
