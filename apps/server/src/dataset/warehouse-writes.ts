import { openWarehouseWriter, type WarehouseWriter } from '@tessera/engine/ingestion';

/**
 * The one warehouse writer of the dataset feature (uploads and extract syncs), opened on first
 * use and closed with the app. The writer serialises its own writes.
 */
export class WarehouseWrites {
  private writer: Promise<WarehouseWriter> | null = null;

  constructor(readonly path: string) {}

  async use<T>(work: (writer: WarehouseWriter) => Promise<T>): Promise<T> {
    this.writer ??= openWarehouseWriter(this.path);
    return work(await this.writer);
  }

  async close(): Promise<void> {
    const writer = this.writer;
    this.writer = null;
    if (writer) (await writer.catch(() => null))?.close();
  }
}
