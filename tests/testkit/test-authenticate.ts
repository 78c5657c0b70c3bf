import type { Authenticate } from '../../services/transport/auth/authenticate';
import { ROLE, type Actor } from '../../services/platform/actor';

/** Test-only sign-in: the `x-test-role` header names the caller's role (none: anonymous). */
export const TEST_ROLE_HEADER = 'x-test-role';

export const authenticateByTestHeader: Authenticate = async ({ headers }) => {
  const role = headers.get(TEST_ROLE_HEADER);
  const actors: Record<string, Actor> = {
    user: { kind: 'user', userId: 2, role: ROLE.user },
    admin: { kind: 'user', userId: 3, role: ROLE.admin },
    root: { kind: 'user', userId: 1, role: ROLE.root },
  };
  return (role && actors[role]) || { kind: 'anonymous' };
};

/** Test-only sign-in by user id: `x-test-user: <id>` is an ordinary user of that id; otherwise as `authenticateByTestHeader`. */
export const TEST_USER_HEADER = 'x-test-user';

export const authenticateByTestUserOrRole: Authenticate = async (request) => {
  const id = Number(request.headers.get(TEST_USER_HEADER));
  return Number.isSafeInteger(id) && id > 0 ? { kind: 'user', userId: id, role: ROLE.user } : authenticateByTestHeader(request);
};

/** Who a test calls as: nobody, a role of `authenticateByTestHeader`, or an ordinary user by id. */
export type TestCaller = 'anonymous' | 'user' | 'admin' | 'root' | { readonly userId: number };

/** The headers that sign `caller` in under `authenticateByTestUserOrRole`, with a JSON content type. */
export const testCallerHeaders = (caller: TestCaller): Record<string, string> => ({
  'content-type': 'application/json',
  ...(caller === 'anonymous' ? {} : typeof caller === 'object' ? { [TEST_USER_HEADER]: String(caller.userId) } : { [TEST_ROLE_HEADER]: caller }),
});
