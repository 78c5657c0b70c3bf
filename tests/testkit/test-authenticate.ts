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
