import type { EventActor } from '../../schema/events/envelope';

/** The actor tests write configuration as. */
export const TEST_ADMIN: EventActor = { kind: 'user', userId: 1, role: 100 };
