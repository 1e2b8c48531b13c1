// A tiny bounded pool for resources that have no pool of their own (DuckDB connections):
// at most `size` are created; callers beyond that wait in FIFO order.
export class SimplePool<T> {
  private readonly idle: T[] = [];
  private readonly waiters: ((item: T) => void)[] = [];
  private created = 0;

  constructor(
    private readonly size: number,
    private readonly create: () => Promise<T>,
  ) {}

  /** Every resource created so far, for shutdown. */
  drainIdle(): T[] {
    return this.idle.splice(0);
  }

  async acquire(): Promise<T> {
    const idle = this.idle.pop();
    if (idle !== undefined) return idle;
    if (this.created < this.size) {
      this.created += 1;
      try {
        return await this.create();
      } catch (error) {
        this.created -= 1;
        throw error;
      }
    }
    return new Promise<T>((resolve) => this.waiters.push(resolve));
  }

  release(item: T): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(item);
    else this.idle.push(item);
  }
}
