import type { TestProject } from 'vitest/node';

/**
 * Finds the services the suites need, once per run, in the order
 * ARCHITECTURE §4 gives: the env URL; else a container when a container
 * runtime answers; else nothing, and the suites that need it skip and say why.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    postgresMissingReason: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<unknown>> = [];
  const fromEnv = process.env.DATABASE_URL?.trim();
  if (fromEnv) {
    project.provide('postgresUrl', fromEnv);
    project.provide('postgresMissingReason', '');
  } else {
    const { getContainerRuntimeClient, GenericContainer, Wait } = await import('testcontainers');
    const runtime = await getContainerRuntimeClient().then(
      () => true,
      () => false,
    );
    if (runtime) {
      const container = await new GenericContainer('postgres:15')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start();
      stops.push(() => container.stop());
      project.provide('postgresUrl', `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`);
      project.provide('postgresMissingReason', '');
    } else {
      project.provide('postgresUrl', null);
      project.provide('postgresMissingReason', 'DATABASE_URL is not set and no container runtime answered');
    }
  }
  return async () => {
    for (const stop of stops) await stop();
  };
}
