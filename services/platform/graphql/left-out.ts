/**
 * GraphQL sends an optional argument the caller left out as null (or not at
 * all); the application layer reads a left-out field as undefined. This turns
 * every null field of an argument object into undefined, so a resolver hands
 * the arguments on as they are instead of mapping each field by hand.
 */
export type LeftOut<T> = { [K in keyof T]: Exclude<T[K], null> };

export function leftOut<T extends object>(args: T): LeftOut<T> {
  return Object.fromEntries(Object.entries(args).map(([key, value]) => [key, value ?? undefined])) as LeftOut<T>;
}
