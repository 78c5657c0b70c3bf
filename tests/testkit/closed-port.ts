import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on (it was free a moment ago): an address that refuses connections. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
