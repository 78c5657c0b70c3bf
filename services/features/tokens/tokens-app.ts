import type { Actor } from '../../platform/actor';
import { createTokens, deleteToken, editToken, getToken, listTokens, searchTokens, type TokenInput, type TokensDeps, type TokenView } from './tokens';

export interface TokenPage {
  readonly items: readonly TokenView[];
  readonly total: number;
  readonly page: number;
  readonly page_size: number;
}

/** A user's API tokens, for their owner only. */
export interface TokensApp {
  list(actor: Actor, input: { p?: unknown; size?: unknown }): Promise<TokenPage>;
  search(actor: Actor, input: { keyword?: unknown; token?: unknown }): Promise<TokenPage>;
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
