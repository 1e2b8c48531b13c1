// Reads an xlsx's zip central directory (names and declared sizes) without inflating anything,
// and refuses archives past the bounds of limits.ts (SECURITY D1: zip bombs). The streaming
// reader that follows inflates only what these entries declared; a part that inflates past its
// declared size is caught by the bounds the readers keep (rows, columns, shared strings).
import yauzl from 'yauzl';
import {
  MAX_COMPRESSION_RATIO,
  MAX_UNZIPPED_BYTES,
  MAX_ZIP_ENTRIES,
  RATIO_CHECKED_FROM_BYTES,
} from './limits.js';
import { tooLarge, unreadable } from './errors.js';

export interface ZipEntryInfo {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** Every entry of the zip at `path`, or null when it is not a readable zip at all. */
export function readZipDirectory(path: string): Promise<ZipEntryInfo[] | null> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (openError, zip) => {
      if (openError) {
        resolve(null);
        return;
      }
      const entries: ZipEntryInfo[] = [];
      let declared = 0;
      const fail = (error: Error) => {
        zip.close();
        reject(error);
      };
      zip.on('error', () => {
        zip.close();
        resolve(null);
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entries.length >= MAX_ZIP_ENTRIES) {
          fail(tooLarge('too many parts in the workbook', MAX_ZIP_ENTRIES));
          return;
        }
        if (entry.isEncrypted()) {
          fail(unreadable('the workbook is encrypted'));
          return;
        }
        declared += entry.uncompressedSize;
        if (declared > MAX_UNZIPPED_BYTES) {
          fail(tooLarge('the workbook unpacks to more than the allowed size', MAX_UNZIPPED_BYTES));
          return;
        }
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (entry.uncompressedSize >= RATIO_CHECKED_FROM_BYTES && ratio > MAX_COMPRESSION_RATIO) {
          fail(
            tooLarge(
              'a part of the workbook is compressed suspiciously well',
              MAX_COMPRESSION_RATIO,
            ),
          );
          return;
        }
        entries.push({
          name: entry.fileName,
          compressedSize: entry.compressedSize,
          uncompressedSize: entry.uncompressedSize,
        });
        zip.readEntry();
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}
