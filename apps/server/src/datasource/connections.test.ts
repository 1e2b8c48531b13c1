import type { Driver, Introspector, SqlDialect } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { ConnectionManager, type OpenedSource, type SourceKey } from './connections.js';

/** A fake source whose driver counts closes; `hold` keeps a call running until released. */
function fakes() {
  const opened: string[] = [];
  const closed: string[] = [];
  const open = async (key: SourceKey): Promise<OpenedSource> => {
    const name = `${key.id}@${key.version}`;
    opened.push(name);
    const driver = {
      close: async () => void closed.push(name),
    } as unknown as Driver;
    return { dialect: {} as SqlDialect, driver, introspector: {} as Introspector };
  };
  return { opened, closed, open };
}

const limits = { maxActive: 2, maxQueue: 1, maxWaitMs: 1_000 };

describe('connection manager', () => {
  it('opens one driver per source lazily and reuses it', async () => {
    const { opened, open } = fakes();
    const manager = new ConnectionManager(open, () => limits);
    expect(opened).toEqual([]);
    await manager.use({ id: 'a', version: 1 }, async () => 1);
    await manager.use({ id: 'a', version: 1 }, async () => 2);
    await manager.use({ id: 'b', version: 1 }, async () => 3);
    expect(opened).toEqual(['a@1', 'b@1']);
  });

  it('replaces the driver when the source changes and closes the old one', async () => {
    const { opened, closed, open } = fakes();
    const manager = new ConnectionManager(open, () => limits);
    await manager.use({ id: 'a', version: 1 }, async () => 1);
    await manager.use({ id: 'a', version: 2 }, async () => 1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened).toEqual(['a@1', 'a@2']);
    expect(closed).toEqual(['a@1']);
  });

  it('closes an evicted driver only after its running call finished', async () => {
    const { closed, open } = fakes();
    const manager = new ConnectionManager(open, () => limits);
    let finish: () => void = () => undefined;
    const running = manager.use(
      { id: 'a', version: 1 },
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    manager.evict('a');
    expect(closed).toEqual([]);
    finish();
    await running;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(closed).toEqual(['a@1']);
  });

  it('retries opening after a failed open', async () => {
    let attempts = 0;
    const manager = new ConnectionManager(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('host not found');
        return fakes().open({ id: 'a', version: 1 });
      },
      () => limits,
    );
    await expect(manager.use({ id: 'a', version: 1 }, async () => 1)).rejects.toThrow();
    await expect(manager.use({ id: 'a', version: 1 }, async () => 2)).resolves.toBe(2);
  });

  it('closes every driver when the app closes', async () => {
    const { closed, open } = fakes();
    const manager = new ConnectionManager(open, () => limits);
    await manager.use({ id: 'a', version: 1 }, async () => 1);
    await manager.use({ id: 'b', version: 1 }, async () => 1);
    await manager.closeAll();
    expect(closed.sort()).toEqual(['a@1', 'b@1']);
    expect(manager.stats('a')).toEqual({ active: 0, queued: 0, open: false });
  });
});
