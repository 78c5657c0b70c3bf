import { randomInt } from 'node:crypto';
import { secretHash } from '../../platform/crypto/secrets';
import { openStored, type SecretBox } from '../../platform/crypto/secret-box';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { OptionStore } from '../../platform/options/option-store';
import type { Actor } from '../../platform/actor';
import {
  deleteOwnToken,
  findOwnToken,
  findOwnTokenByKeyHash,
  findTokenAllowances,
  insertToken,
  listOwnTokens,
  nextTokenId,
  updateToken,
  type TokenAllowance,
  type TokenFields,
  type TokenRecord,
} from './token-records';
import { eventActor } from '../../platform/audit';
import { positiveId } from '../../platform/input-checks';
import { checkPage, pageOf, sqlWindow, type Page, type PageInput, type PageLimits } from '../../platform/paging';
import { commitWithWallet, type WalletTransactionDeps } from '../wallet';
import { tokenGroupsOf } from '../pricing';
import { allowIps, count, expiredTime, modelLimits, remainQuota, tokenGroup, tokenName } from './token-input';

/*
 * API tokens, each for its owner only (spec 02, server-behaviour 2.3). The
 * key comes from a cryptographic RNG, is found by its hash and stored
 * sealed, so the owner can copy it again and nobody else ever reads it. The
 * allowance is not a column: it is the token's account in the ledger, set
 * by a TokenAllowanceSet event committed with the row.
 */

export interface TokensDeps extends WalletTransactionDeps {
  /** Called once a change to a token has committed: the relay, which holds tokens in memory, reads them again. */
  readonly configCommitted: () => void;
  readonly clock: Clock;
  readonly options: OptionStore;
  readonly secretBox: SecretBox;
}

export const TOKEN_STATUS = { enabled: 1, disabled: 2, expired: 3, exhausted: 4 } as const;

/** A token as its owner sees it (the fields of spec 02 section 3; `key` without the `sk-` prefix). */
export interface TokenView {
  readonly id: number;
  readonly name: string;
  readonly key: string;
  readonly status: number;
  readonly remainQuota: number;
  readonly usedQuota: number;
  readonly unlimitedQuota: boolean;
  /** Unix seconds; -1 never. */
  readonly expiredTime: number;
  readonly modelLimitsEnabled: boolean;
  readonly modelLimits: string;
  readonly allowIps: string;
  readonly group: string;
  readonly createdTime: number;
  readonly accessedTime: number;
}

/** The token list: up to 100 a page, 10 unless asked; a page below 1 reads as the first. */
export const TOKEN_PAGES: PageLimits = { defaultSize: 10, sizes: { min: 1, max: 100 }, pages: 'lenient' };

const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 48 characters from 62, each drawn without bias from the system's cryptographic RNG: about 286 bits. */
function newKey(): string {
  return Array.from({ length: 48 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
}

const suffix = (): string => Array.from({ length: 6 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

function owner(actor: Actor): number {
  if (actor.kind !== 'user') throw new AppError('unauthenticated', 'sign in to do this');
  return actor.userId;
}

const seconds = (deps: TokensDeps) => Math.floor(deps.clock().getTime() / 1000);

/** Enabled, disabled, or, for an enabled token, expired or exhausted as of now. */
function statusOf(token: TokenRecord, allowance: TokenAllowance, nowSeconds: number): number {
  if (token.status !== TOKEN_STATUS.enabled) return token.status;
  if (token.expiredTime !== -1 && token.expiredTime <= nowSeconds) return TOKEN_STATUS.expired;
  if (!allowance.unlimited && allowance.remain <= 0) return TOKEN_STATUS.exhausted;
  return TOKEN_STATUS.enabled;
}

function viewOf(deps: TokensDeps, token: TokenRecord, allowance: TokenAllowance): TokenView {
  return {
    id: token.id,
    name: token.name,
    key: openStored(deps.secretBox, token.keyCiphertext, `token ${token.id}`),
    status: statusOf(token, allowance, seconds(deps)),
    remainQuota: allowance.remain,
    usedQuota: allowance.used,
    unlimitedQuota: allowance.unlimited,
    expiredTime: token.expiredTime,
    modelLimitsEnabled: token.modelLimitsEnabled,
    modelLimits: token.modelLimits,
    allowIps: token.allowIps,
    group: token.group,
    createdTime: token.createdTime,
    accessedTime: token.accessedTime,
  };
}

/** A token not yet in the token_balances read model reads as unlimited false, 0. */
const NONE: TokenAllowance = { remain: 0, used: 0, unlimited: false };

export async function listTokens(deps: TokensDeps, actor: Actor, input: PageInput & { keyword?: string }): Promise<Page<TokenView>> {
  const userId = owner(actor);
  const window = checkPage(input, TOKEN_PAGES);
  const keyword = typeof input.keyword === 'string' ? input.keyword.trim().slice(0, 100) : '';
  const { items, total } = await listOwnTokens(deps.db, userId, { keyword, ...sqlWindow(window) });
  const allowances = await findTokenAllowances(
    deps.db,
    items.map((t) => t.id),
  );
  return pageOf(
    window,
    items.map((t) => viewOf(deps, t, allowances.get(t.id) ?? NONE)),
    total,
  );
}

/** Search by name, or by the whole key, with or without `sk-` (keys are found by hash: a fragment finds nothing). */
export async function searchTokens(deps: TokensDeps, actor: Actor, input: { keyword?: string; key?: string }): Promise<Page<TokenView>> {
  const userId = owner(actor);
  const key = typeof input.key === 'string' ? input.key.trim().replace(/^sk-/, '') : '';
  const window = { page: 1, pageSize: 100 };
  if (key !== '') {
    const token = await findOwnTokenByKeyHash(deps.db, userId, secretHash(key));
    if (!token) return pageOf(window, [], 0);
    const allowances = await findTokenAllowances(deps.db, [token.id]);
    return pageOf(window, [viewOf(deps, token, allowances.get(token.id) ?? NONE)], 1);
  }
  return listTokens(deps, actor, { keyword: input.keyword, ...window });
}

export async function getToken(deps: TokensDeps, actor: Actor, id: unknown): Promise<TokenView> {
  const userId = owner(actor);
  const token = await findOwnToken(deps.db, userId, positiveId(id));
  if (!token) throw new AppError('not_found', 'no such token');
  const allowances = await findTokenAllowances(deps.db, [token.id]);
  return viewOf(deps, token, allowances.get(token.id) ?? NONE);
}

/** The token form, checked here (it may come straight from a JSON body). */
export interface TokenInput {
  readonly id?: unknown;
  readonly name?: unknown;
  readonly remainQuota?: unknown;
  readonly unlimitedQuota?: unknown;
  /** Unix seconds; -1 never. */
  readonly expiredTime?: unknown;
  readonly modelLimitsEnabled?: unknown;
  /** Comma-separated text, or a list. */
  readonly modelLimits?: unknown;
  readonly allowIps?: unknown;
  readonly group?: unknown;
  /** How many to create (1 to 100). */
  readonly count?: unknown;
}

/**
 * The token's group: empty (the owner's own group), or one the owner may use
 * (`/api/user/self/groups`, GraphQL `myGroups`); a group merely in GroupRatio
 * is not enough.
 */
async function groupOf(deps: TokensDeps, userId: number, value: unknown): Promise<string> {
  const group = tokenGroup(value, Object.keys(deps.options.get('GroupRatio')));
  if (group === '' || (await tokenGroupsOf(deps, userId)).includes(group)) return group;
  throw new AppError('invalid', `you may not use the group ${group}`);
}

async function fieldsOf(deps: TokensDeps, userId: number, input: TokenInput): Promise<TokenFields> {
  return {
    name: tokenName(input.name),
    status: TOKEN_STATUS.enabled,
    expiredTime: expiredTime(input.expiredTime, seconds(deps)),
    modelLimitsEnabled: input.modelLimitsEnabled === true,
    modelLimits: modelLimits(input.modelLimits),
    allowIps: allowIps(input.allowIps),
    group: await groupOf(deps, userId, input.group),
  };
}

/** Creates one token, or `count` with a random 6-character suffix on every name after the first. */
export async function createTokens(deps: TokensDeps, actor: Actor, input: TokenInput): Promise<TokenView[]> {
  const userId = owner(actor);
  const fields = await fieldsOf(deps, userId, input);
  const quota = remainQuota(input.remainQuota ?? 500_000);
  const unlimited = input.unlimitedQuota === true;
  const made: TokenView[] = [];
  const n = count(input.count);
  for (let i = 0; i < n; i++) {
    const key = newKey();
    const name = i === 0 ? fields.name : `${fields.name}-${suffix()}`;
    const created = await commitWithWallet(deps, async () => {
      const id = await nextTokenId(deps.db);
      return {
        wallets: [{ userId, commands: [{ kind: 'setTokenAllowance', key: `token:${id}:created`, tokenId: id, unlimited, remaining: unlimited ? 0 : quota }] }],
        meta: { actor: eventActor(actor), correlationId: null },
        write: (tx) => insertToken(tx, { ...fields, name, id, userId, keyHash: secretHash(key), keyCiphertext: deps.secretBox.seal(key) }, seconds(deps)),
      };
    });
    made.push(viewOf(deps, created, { remain: unlimited ? 0 : quota, used: 0, unlimited }));
  }
  // A key tried before it existed is remembered as unknown by the relay: it forgets that now.
  deps.configCommitted();
  return made;
}

/**
 * Edits a token, or with `statusOnly` just enables or disables it. A new
 * allowance is a TokenAllowanceSet committed with the row; an expired or
 * exhausted token is not enabled until its expiry or allowance changes.
 */
export async function editToken(deps: TokensDeps, actor: Actor, input: TokenInput & { status?: unknown }, statusOnly: boolean): Promise<TokenView> {
  const userId = owner(actor);
  const id = positiveId(input.id);
  const current = await findOwnToken(deps.db, userId, id);
  if (!current) throw new AppError('not_found', 'no such token');
  const before = (await deps.wallets.view(userId)).tokens.find((t) => t.tokenId === id);
  const allowanceNow: TokenAllowance = { remain: before?.remainQuota ?? 0, used: before?.usedQuota ?? 0, unlimited: before?.unlimited ?? false };

  if (statusOnly) {
    const status = input.status;
    if (status !== TOKEN_STATUS.enabled && status !== TOKEN_STATUS.disabled) throw new AppError('invalid', 'status is 1 (enabled) or 2 (disabled)');
    if (status === TOKEN_STATUS.enabled) {
      const derived = statusOf({ ...current, status: TOKEN_STATUS.enabled }, allowanceNow, seconds(deps));
      if (derived === TOKEN_STATUS.expired) throw new AppError('invalid', 'the token has expired: change its expiry before enabling it');
      if (derived === TOKEN_STATUS.exhausted) throw new AppError('invalid', 'the token has no allowance left: raise it before enabling it');
    }
    const updated = await updateToken(deps.db, userId, id, { status });
    if (!updated) throw new AppError('not_found', 'no such token');
    deps.configCommitted();
    return viewOf(deps, updated, allowanceNow);
  }

  const fields = { ...(await fieldsOf(deps, userId, { ...input, name: input.name ?? current.name })), status: current.status };
  const unlimited = input.unlimitedQuota === undefined ? allowanceNow.unlimited : input.unlimitedQuota === true;
  const quota = input.remainQuota === undefined ? allowanceNow.remain : remainQuota(input.remainQuota);
  const changed = unlimited !== allowanceNow.unlimited || (!unlimited && quota !== allowanceNow.remain);
  const updated = await commitWithWallet(deps, async () => ({
    wallets: changed
      ? [
          {
            userId,
            commands: [
              { kind: 'setTokenAllowance', key: `token:${id}:${deps.clock().getTime()}:${suffix()}`, tokenId: id, unlimited, remaining: unlimited ? 0 : quota },
            ],
          },
        ]
      : [],
    meta: { actor: eventActor(actor), correlationId: null },
    write: async (tx) => {
      const row = await updateToken(tx, userId, id, fields);
      if (!row) throw new AppError('not_found', 'no such token');
      return row;
    },
  }));
  deps.configCommitted();
  return viewOf(deps, updated, { remain: unlimited ? 0 : quota, used: allowanceNow.used, unlimited });
}

export async function deleteToken(deps: TokensDeps, actor: Actor, id: unknown): Promise<void> {
  const userId = owner(actor);
  if (!(await deleteOwnToken(deps.db, userId, positiveId(id), deps.clock()))) throw new AppError('not_found', 'no such token');
  deps.configCommitted();
}
