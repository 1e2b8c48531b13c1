// A TCP proxy in front of a real database whose answers can be held back: calls to the source
// behind it then stay in flight for exactly as long as a test wants, with no sleeps and no
// timing guesses.
import net from 'node:net';

export interface ValveProxy {
  port: number;
  /** Stop passing the database's answers on (they are buffered, not lost). */
  hold(): void;
  /** Pass everything buffered on, and everything after. */
  release(): void;
  close(): Promise<void>;
}

export async function startValveProxy(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<ValveProxy> {
  let holding = false;
  const waiting: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => {
      if (holding) waiting.push(() => client.write(chunk));
      else client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const send of waiting.splice(0)) send();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
