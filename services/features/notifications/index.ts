/* The notifications feature: the outbox of notices (low-balance alerts, channel notices) and its sender. */
export { type Contact, enabledSuperAdminIds, enqueueNotice, loadContacts, type NewNotice } from './delivery-records';
export { alertTarget } from './rules/delivery-rules';
export { startNotificationSender } from './sender';
