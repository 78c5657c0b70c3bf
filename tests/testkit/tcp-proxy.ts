import net from 'node:net';

/** A TCP relay to Redis that a test can break in two ways, to stage outages without touching the server. */
export interface TcpProxy {
  /** The Redis URL that goes through the proxy. */
  readonly url: string;
  /** Drops every relayed connection and refuses new ones, as when Redis goes away. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  /** Keeps connections open but relays nothing either way, as a link that died silently. */
  stall(): void;
  /** Relays again; what was sent during the stall is lost. */
  unstall(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let stalled = false;

  const relay = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk) => {
      if (!stalled) to.write(chunk);
    });
    from.on('end', () => to.end());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    relay(client, upstream);
    relay(upstream, client);
  });

  const listen = (port: number) => new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve()));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  let listening = true;
  return {
    url: url.toString(),
    async cut() {
      listening = false;
      await stop();
    },
    async restore() {
      await listen(port);
      listening = true;
    },
    stall() {
      stalled = true;
    },
    unstall() {
      stalled = false;
    },
    async close() {
      if (listening) await stop();
      listening = false;
    },
  };
}
