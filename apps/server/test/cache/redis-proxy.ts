import net from 'node:net';
import { once } from 'node:events';

/**
 * A TCP relay in front of the real Redis that the test can pull away and put back, so the
 * cache sees Redis vanish mid-run (connections cut, new ones refused) on an address it knows.
 */
export class RedisRelay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(6379, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Redis goes away: every open connection is cut and new ones are refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
}

/** A port nothing listens on: bound once to learn a free number, then released. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
