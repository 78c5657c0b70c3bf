/** Spec 01 §4: role values. */
export const ROLE = { user: 1, admin: 10, root: 100 } as const;

/** Spec 01 §6: at least 10 is an admin. */
export const isAdmin = (role: number | undefined): boolean => (role ?? 0) >= ROLE.admin;

/** Spec 01 §6: at least 100 is the super admin. */
export const isRoot = (role: number | undefined): boolean => (role ?? 0) >= ROLE.root;

/** The translation key of a role; values other than 1, 10 and 100 are unknown. */
export function roleKey(role: number): 'role.user' | 'role.admin' | 'role.root' | 'role.unknown' {
  if (role === ROLE.user) return 'role.user';
  if (role === ROLE.admin) return 'role.admin';
  if (role === ROLE.root) return 'role.root';
  return 'role.unknown';
}
