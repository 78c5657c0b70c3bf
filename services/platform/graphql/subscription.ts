/** Ends the application's watch (through its AbortController) when the client unsubscribes. */
export async function* endWhenUnsubscribed<T>(source: AsyncIterable<T>, stop: AbortController): AsyncGenerator<T> {
  try {
    yield* source;
  } finally {
    stop.abort();
  }
}
