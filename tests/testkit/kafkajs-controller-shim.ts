import { createRequire } from 'node:module';

/**
 * Test-only fix for kafkajs against librdkafka's mock cluster (STACK.md G10).
 * The mock reports controller id 0 while its brokers are numbered from 1, so
 * every request kafkajs sends to "the controller" (admin calls, and the
 * idempotent producer's InitProducerId) fails with KafkaJSBrokerNotFound.
 * This sends them to the first broker instead. It patches the one kafkajs
 * copy in node_modules that the adapter also loads; production never loads it.
 */
interface ClusterInternals {
  brokerPool: { metadata: { brokers: ReadonlyArray<{ nodeId: number }> } | null };
  findBroker(query: { nodeId: number }): Promise<unknown>;
  findControllerBroker(): Promise<unknown>;
}

const PATCHED = Symbol.for('tollgate.kafkajs-controller-shim');

export function applyKafkajsControllerShim(): void {
  const require = createRequire(import.meta.url);
  const Cluster = require('kafkajs/src/cluster/index.js') as { prototype: ClusterInternals & { [PATCHED]?: true } };
  const cluster = Cluster.prototype;
  if (cluster[PATCHED]) return;
  const findControllerBroker = cluster.findControllerBroker;
  cluster.findControllerBroker = async function (this: ClusterInternals) {
    try {
      return await findControllerBroker.call(this);
    } catch (error) {
      const first = this.brokerPool.metadata?.brokers[0];
      if ((error as Error).name !== 'KafkaJSBrokerNotFound' || first === undefined) throw error;
      return this.findBroker({ nodeId: first.nodeId });
    }
  };
  cluster[PATCHED] = true;
}
