import { describe, expect, it } from 'vitest';
import { pictureKind } from './picture-kind.js';

/** A real 1x1 PNG and GIF; JPEG and WebP headers built by hand (what the sniffer reads). */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF_1x1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG_64x32 = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x40, 0x03, 0x01, 0x22,
  0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);
const webpVp8x = (width: number, height: number) => {
  const bytes = Buffer.alloc(34);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(26, 4);
  bytes.write('WEBPVP8X', 8, 'latin1');
  bytes.writeUInt32LE(10, 16);
  bytes.writeUIntLE(width - 1, 24, 3);
  bytes.writeUIntLE(height - 1, 27, 3);
  return bytes;
};

describe('picture kinds by their first bytes (SECURITY D5)', () => {
  it('recognises PNG, GIF, JPEG and WebP and reads their pixel size', () => {
    expect(pictureKind(PNG_1x1)).toEqual({ mime: 'image/png', width: 1, height: 1 });
    expect(pictureKind(GIF_1x1)).toEqual({ mime: 'image/gif', width: 1, height: 1 });
    expect(pictureKind(JPEG_64x32)).toEqual({ mime: 'image/jpeg', width: 64, height: 32 });
    expect(pictureKind(webpVp8x(640, 480))).toEqual({
      mime: 'image/webp',
      width: 640,
      height: 480,
    });
  });

  it('keeps the kind but not a size it cannot read from a cut-off header', () => {
    expect(pictureKind(PNG_1x1.subarray(0, 12))).toEqual({
      mime: 'image/png',
      width: null,
      height: null,
    });
    expect(pictureKind(JPEG_64x32.subarray(0, 20))).toMatchObject({ width: null, height: null });
  });

  it('refuses HTML, SVG, XML, text and an empty file, whatever they are called', () => {
    for (const text of [
      '<!doctype html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<?xml version="1.0"?><svg/>',
      'just text',
      '',
      ' \x89PNG', // the signature not at the start
    ])
      expect(pictureKind(Buffer.from(text, 'latin1'))).toBeNull();
  });
});
