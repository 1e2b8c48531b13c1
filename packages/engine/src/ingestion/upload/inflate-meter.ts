// Counts the bytes a workbook's parts really inflate to, as they stream, and fails the stream
// the moment a bound is crossed (SECURITY D1). A zip's headers may claim any sizes: these
// counts are the only sizes believed, so a lying bomb stops within one chunk of its bound
// instead of being inflated whole first.
import { Transform, type TransformCallback } from 'node:stream';
import { tooLarge } from './errors.js';
import type { XlsxLimits } from './limits.js';

export type MeterLimits = Pick<
  XlsxLimits,
  'maxUnzippedBytes' | 'maxCompressionRatio' | 'ratioCheckedFromBytes'
>;

export class InflateMeter {
  private total = 0;

  constructor(private readonly limits: MeterLimits) {}

  /** Bytes inflated so far, across every part metered. */
  get inflatedBytes(): number {
    return this.total;
  }

  /**
   * A pass-through for one part's inflated bytes. `compressedSize` is the part's stored size,
   * which the zip reader reads exactly (within the file), so the ratio is against real bytes.
   */
  part(compressedSize: number): Transform {
    const { maxUnzippedBytes, maxCompressionRatio, ratioCheckedFromBytes } = this.limits;
    let inflated = 0;
    return new Transform({
      transform: (chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) => {
        inflated += chunk.length;
        this.total += chunk.length;
        const facts = { inflatedBytes: this.total };
        if (this.total > maxUnzippedBytes)
          return done(tooLarge('expanded', maxUnzippedBytes, facts));
        if (inflated >= ratioCheckedFromBytes && inflated > maxCompressionRatio * compressedSize)
          return done(tooLarge('ratio', maxCompressionRatio, facts));
        done(null, chunk);
      },
    });
  }
}
