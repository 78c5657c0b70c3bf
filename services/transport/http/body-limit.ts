/**
 * The largest request body the gateway reads, REST and `/graphql` alike:
 * 1 MiB holds any form, option value or GraphQL document the console sends
 * many times over, and bounds what one request can make the process hold.
 * (Before: REST stopped at 1 MiB while Yoga's default let `/graphql` take 25 MB.)
 */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The limit in words, for the 413 answers. */
export const MAX_BODY_TEXT = '1 MiB';
