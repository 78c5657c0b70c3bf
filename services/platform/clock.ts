/** The only source of "now" for domain code; tests pass a fixed one. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
