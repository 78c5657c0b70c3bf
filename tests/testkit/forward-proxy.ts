import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';

/*
 * A tiny HTTP proxy on 127.0.0.1 for the tests of a channel's own proxy: it
 * forwards absolute-form requests (`POST http://host/path`, how a client
 * sends plain http through a proxy) and opens CONNECT tunnels (https), and
 * counts what it forwarded, the tunnels it opened, the connections it took
 * and the Proxy-Authorization each request brought.
 */

export interface ForwardProxy {
  /** `127.0.0.1:<port>`, for the egress allow-list. */
  readonly host: string;
  /** `http://127.0.0.1:<port>`, a channel's `setting.proxy`. */
  readonly url: string;
  /** Each request forwarded, as `METHOD absolute-url`. */
  readonly forwarded: string[];
  /** Each CONNECT tunnel opened, as `host:port`. */
  readonly tunnels: string[];
  /** The Proxy-Authorization of each forwarded request or tunnel ('' without one). */
  readonly authorizations: string[];
  /** TCP connections accepted. */
  connections(): number;
  close(): Promise<void>;
}

export async function startForwardProxy(): Promise<ForwardProxy> {
  const forwarded: string[] = [];
  const tunnels: string[] = [];
  const authorizations: string[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    forwarded.push(`${req.method} ${req.url}`);
    authorizations.push(req.headers['proxy-authorization'] ?? '');
    const headers = { ...req.headers };
    delete headers['proxy-authorization'];
    delete headers['proxy-connection'];
    const onward = request(new URL(req.url ?? ''), { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    onward.on('error', () => res.writeHead(502).end());
    req.pipe(onward);
  });
  server.on('connect', (req, socket, head) => {
    tunnels.push(req.url ?? '');
    authorizations.push(req.headers['proxy-authorization'] ?? '');
    const [host, port] = (req.url ?? '').split(':');
    const onward = connect(Number(port), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      onward.write(head);
      onward.pipe(socket);
      socket.pipe(onward);
    });
    onward.on('error', () => socket.destroy());
    socket.on('error', () => onward.destroy());
  });
  server.on('connection', () => connections++);
  // Idle connections stay open as long as the test's client keeps them (no keep-alive race).
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    url: `http://${host}`,
    forwarded,
    tunnels,
    authorizations,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
