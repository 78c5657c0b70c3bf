export interface RunningEventStore {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Where EventStoreDB is for a test file, in the order ARCHITECTURE §4 gives:
 * EVENTSTORE_URL; else a container when a container runtime answers; else
 * nothing, and why. A set URL is used as it is: if nothing answers there,
 * the suite fails rather than skips.
 */
export async function findEventStore(): Promise<{ start(): Promise<RunningEventStore> } | { missing: string }> {
  const fromEnv = process.env.EVENTSTORE_URL?.trim();
  if (fromEnv) return { start: async () => ({ url: fromEnv, stop: async () => {} }) };
  const { getContainerRuntimeClient, GenericContainer, Wait } = await import('testcontainers');
  const runtime = await getContainerRuntimeClient().then(
    () => true,
    () => false,
  );
  if (!runtime) return { missing: 'EVENTSTORE_URL is not set and no container runtime answered' };
  return {
    async start() {
      const container = await new GenericContainer('eventstore/eventstore:24.10')
        .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_MEM_DB: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None', EVENTSTORE_CLUSTER_SIZE: '1' })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
        .withStartupTimeout(180_000)
        .start();
      return {
        url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
        stop: async () => {
          await container.stop();
        },
      };
    },
  };
}
