/**
 * What start-up has opened or started, closed in reverse order: on stop, and
 * when start-up fails part way, so nothing is left running either way.
 */
export interface Closers {
  add(close: () => Promise<unknown> | void): void;
  /** Closes everything; with `quietly`, a failure to close is ignored (start-up already failed for a better reason). */
  closeAll(options: { quietly: boolean }): Promise<void>;
}

export function createClosers(): Closers {
  const closers: Array<() => Promise<unknown> | void> = [];
  return {
    add(close) {
      closers.push(close);
    },
    async closeAll({ quietly }) {
      let first: unknown = null;
      for (const close of closers.splice(0).reverse()) {
        try {
          await close();
        } catch (error) {
          first ??= error;
        }
      }
      if (first !== null && !quietly) throw first;
    },
  };
}
