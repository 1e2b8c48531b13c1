// A tiny bounded pool for resources that have no pool of their own (DuckDB connections):
// at most `size` are created; callers beyond that wait in FIFO order.
interface Waiter<T> {
  resolve: (item: T) => void;
  reject: (error: unknown) => void;
}

export class SimplePool<T> {
  private readonly idle: T[] = [];
  private readonly waiters: Waiter<T>[] = [];
  private created = 0;

  constructor(
    private readonly size: number,
    private readonly create: () => Promise<T>,
  ) {}

  /** Every idle resource, for shutdown. */
  drainIdle(): T[] {
    return this.idle.splice(0);
  }

  async acquire(): Promise<T> {
    const idle = this.idle.pop();
    if (idle !== undefined) return idle;
    if (this.created < this.size) return this.createCounted();
    return new Promise<T>((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  release(item: T): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(item);
    else this.idle.push(item);
  }

  /** Forget a broken resource (the caller closes it); a waiter gets a fresh one in its slot. */
  discard(_item: T): void {
    this.created -= 1;
    const waiter = this.waiters.shift();
    if (waiter) this.createCounted().then(waiter.resolve, waiter.reject);
  }

  private async createCounted(): Promise<T> {
    this.created += 1;
    try {
      return await this.create();
    } catch (error) {
      this.created -= 1;
      throw error;
    }
  }
}
