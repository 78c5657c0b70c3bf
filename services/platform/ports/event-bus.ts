/**
 * The fan-out bus (ARCHITECTURE decision 5): copies of recorded events for
 * consumers outside the gateway. Never the ledger. Kafka implements it in
 * services/platform/adapters/kafka.ts.
 */
export interface BusRecord {
  /** Records with the same key stay in order (Kafka: the same partition). */
  readonly key: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly value: string;
}

export interface EventBus {
  /**
   * Creates `topic` with `partitions` partitions unless it exists. An existing
   * topic is left as it is, and so is a bus that creates topics on first use.
   */
  ensureTopic(topic: string, options: { readonly partitions: number }): Promise<void>;
  /**
   * Publishes the records in order and resolves once the bus has them all.
   * A rejection (AppError 'unavailable') leaves it unknown which were
   * written: publish again, and let consumers drop repeats.
   */
  publish(topic: string, records: readonly BusRecord[]): Promise<void>;
  close(): Promise<void>;
}
