import type { PanelImageType } from '@tessera/contracts';

/**
 * What a picture is, decided by its first bytes alone (SECURITY D5): never by its name or the
 * Content-Type the client claimed, so an HTML or SVG page sent as "x.png" is refused. The pixel
 * size comes from the format's header when it is where the format puts it.
 */
export interface PictureKind {
  mime: PanelImageType;
  width: number | null;
  height: number | null;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** A plausible pixel size (a header may lie; 0 or absurd sizes are "unknown"). */
const size = (width: number, height: number) =>
  width > 0 && height > 0 && width <= 100_000 && height <= 100_000
    ? { width, height }
    : { width: null, height: null };

export function pictureKind(bytes: Uint8Array): PictureKind | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, PNG)) {
    // IHDR is the first chunk: width and height, big-endian, at 16 and 20.
    const known = bytes.length >= 24 && startsWith(bytes, ascii('IHDR'), 12);
    return {
      mime: 'image/png',
      ...(known ? size(view.getUint32(16), view.getUint32(20)) : size(0, 0)),
    };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    const known = bytes.length >= 10;
    return {
      mime: 'image/gif',
      ...(known ? size(view.getUint16(6, true), view.getUint16(8, true)) : size(0, 0)),
    };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff]))
    return { mime: 'image/jpeg', ...jpegSize(bytes, view) };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { mime: 'image/webp', ...webpSize(bytes, view) };
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless…), which carry the frame's size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the JPEG segments up to the first frame header (bounded by the bytes there are). */
function jpegSize(bytes: Uint8Array, view: DataView) {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (SOF.has(marker)) return size(view.getUint16(at + 7), view.getUint16(at + 5));
    // Markers without a length (RSTn, SOI, TEM); anything else carries its length.
    if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break;
    at += 2 + view.getUint16(at + 2);
  }
  return size(0, 0);
}

function webpSize(bytes: Uint8Array, view: DataView) {
  if (bytes.length < 32) return size(0, 0);
  if (startsWith(bytes, ascii('VP8X'), 12))
    return size(
      1 + (view.getUint32(24, true) & 0xffffff),
      1 + (view.getUint32(27, true) & 0xffffff),
    );
  if (startsWith(bytes, ascii('VP8 '), 12))
    return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  if (startsWith(bytes, ascii('VP8L'), 12) && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  return size(0, 0);
}
