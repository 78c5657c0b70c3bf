import type { Actor } from '../../platform/actor';
import type { Page, PageInput } from '../../platform/paging';
import { createTokens, deleteToken, editToken, getToken, listTokens, searchTokens, type TokenInput, type TokensDeps, type TokenView } from './tokens';

export type TokenPage = Page<TokenView>;

/** A user's API tokens, for their owner only. */
export interface TokensApp {
  /** Newest first; up to 100 a page. */
  list(actor: Actor, input: PageInput): Promise<TokenPage>;
  /** By name (`keyword`), or by the whole key (`key`, with or without `sk-`); one page of up to 100. */
  search(actor: Actor, input: { keyword?: string; key?: string }): Promise<TokenPage>;
  get(actor: Actor, id: unknown): Promise<TokenView>;
  create(actor: Actor, input: TokenInput): Promise<TokenView[]>;
  edit(actor: Actor, input: TokenInput & { status?: unknown }, statusOnly: boolean): Promise<TokenView>;
  remove(actor: Actor, id: unknown): Promise<void>;
}

export function createTokensApp(deps: TokensDeps): TokensApp {
  return {
    list: (actor, input) => listTokens(deps, actor, input),
    search: (actor, input) => searchTokens(deps, actor, input),
    get: (actor, id) => getToken(deps, actor, id),
    create: (actor, input) => createTokens(deps, actor, input),
    edit: (actor, input, statusOnly) => editToken(deps, actor, input, statusOnly),
    remove: (actor, id) => deleteToken(deps, actor, id),
  };
}
