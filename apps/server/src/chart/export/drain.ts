import type { EventEmitter } from 'node:events';

/**
 * A stream one may write to: Node's own (`writableNeedDrain`), or the readable-stream v2 kind
 * exceljs's zip library uses (its state object only).
 */
export interface DrainableStream extends EventEmitter {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  destroyed?: boolean;
}

const needsDrain = (stream: DrainableStream): boolean =>
  stream.writableNeedDrain ?? stream._writableState?.needDrain ?? false;

/**
 * Waits until `stream` has passed on what it holds past its high-water mark, or the export was
 * stopped (`signal`) or its stream closed: the export writes its next rows only then, so the
 * rows in memory stay about one batch however slow the reader (or the compressor) is.
 */
export async function drained(stream: DrainableStream, signal: AbortSignal): Promise<void> {
  if (!needsDrain(stream) || stream.destroyed) return;
  signal.throwIfAborted();
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
    signal.addEventListener('abort', done, { once: true });
  });
  signal.throwIfAborted();
}
