import { sendJson } from '../http/send-json';
import type { HttpMount } from '../http/server';

/*
 * GraphQL's one path, apart from the server behind it: a process without the
 * api role answers on it without loading GraphQL at all.
 */

export const ownsGraphql = (pathname: string): boolean => pathname === '/graphql';

/** Where the api role is off: `/graphql` answers 404 with a GraphQL error, saying why. */
export const graphqlUnserved: HttpMount = {
  owns: ownsGraphql,
  serve: async (_req, res) => sendJson(res, 404, { errors: [{ message: 'this instance does not serve /graphql (ROLES)' }] }),
};
