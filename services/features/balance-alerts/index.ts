/* The balance-alerts feature: a follower of the wallet events that queues one low-balance notice per window. */
export { startBalanceAlerts } from './alert-follower';
export { handBackWindow } from './alert-records';
