import { parseCidr, parseIp } from '../../platform/egress/ip';
import { AppError } from '../../platform/errors';

/* The token form's fields (spec 02 sections 3 and 5), checked on the server. */

export const TOKEN_NAME_MAX = 50;
export const MODEL_LIMITS_MAX = 1024;
export const BATCH_MAX = 100;

export function tokenName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') throw new AppError('invalid', 'the token name is required');
  if ([...name].length > TOKEN_NAME_MAX) throw new AppError('invalid', `the token name is at most ${TOKEN_NAME_MAX} characters`);
  return name;
}

export function remainQuota(value: unknown): number {
  const quota = value === undefined ? 0 : value;
  if (typeof quota !== 'number' || !Number.isSafeInteger(quota) || quota < 0) throw new AppError('invalid', 'remain_quota is a whole number, 0 or more');
  return quota;
}

/** Unix seconds, or -1 for never. */
export function expiredTime(value: unknown, nowSeconds: number): number {
  const time = value === undefined ? -1 : value;
  if (typeof time !== 'number' || !Number.isSafeInteger(time) || (time !== -1 && time <= 0)) throw new AppError('invalid', 'expiry time format error');
  if (time !== -1 && time <= nowSeconds) throw new AppError('invalid', 'the expiry time is in the past');
  return time;
}

export function modelLimits(value: unknown): string {
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : '';
  const models = text
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== '');
  const joined = [...new Set(models)].join(',');
  if (joined.length > MODEL_LIMITS_MAX) throw new AppError('invalid', `model_limits is at most ${MODEL_LIMITS_MAX} characters`);
  return joined;
}

/** One IP address or CIDR range per line (spaces and commas also separate), each checked. */
export function allowIps(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  const entries = text.split(/[\s,]+/).filter((e) => e !== '');
  for (const entry of entries) {
    if (parseIp(entry) === null && parseCidr(entry) === null)
      throw new AppError('invalid', `allow_ips: "${entry.slice(0, 60)}" is not an IP address or CIDR range`);
  }
  return entries.join('\n');
}

export function tokenGroup(value: unknown, groups: readonly string[]): string {
  const group = typeof value === 'string' ? value.trim() : '';
  if (group === '' || group === 'auto' || groups.includes(group)) return group;
  throw new AppError('invalid', `no group named ${group.slice(0, 64)}`);
}

export function count(value: unknown): number {
  const n = value === undefined ? 1 : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > BATCH_MAX)
    throw new AppError('invalid', `count is a whole number from 1 to ${BATCH_MAX}`);
  return n;
}
