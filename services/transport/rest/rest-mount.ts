import type { RestDispatch } from '../../platform/rest/route';
import { sendJson } from '../http/send-json';
import type { HttpMount } from '../http/server';

const ownsApi = (pathname: string): boolean => pathname === '/api' || pathname.startsWith('/api/');

/** `/api` and everything under it, served by the REST router (and the dispatchers in front of it). */
export function restMount(dispatch: RestDispatch): HttpMount {
  return { owns: ownsApi, serve: dispatch };
}

/** Where the api role is off: `/api` answers 404 in the envelope, saying why. */
export const restUnserved: HttpMount = {
  owns: ownsApi,
  serve: async (_req, res) => sendJson(res, 404, { success: false, message: 'this instance does not serve /api (ROLES)' }),
};
