import type { WalletState } from './rules/wallet-state';

export interface TokenAllowanceView {
  readonly tokenId: number;
  readonly unlimited: boolean;
  /** Allowance left to reserve; negative once an over-settle overdrew it. */
  readonly remainQuota: number;
  readonly heldQuota: number;
  readonly usedQuota: number;
}

/** A wallet as callers see it: the REST field names' meanings, in quota units. */
export interface WalletView {
  readonly userId: number;
  /** What the user may spend: available + owed (negative when in debt). */
  readonly quota: number;
  readonly heldQuota: number;
  readonly owedQuota: number;
  readonly usedQuota: number;
  readonly requestCount: number;
  readonly affQuota: number;
  readonly affCount: number;
  readonly affHistoryQuota: number;
  /** Events in the wallet's history so far. */
  readonly version: number;
  readonly tokens: readonly TokenAllowanceView[];
}

export function viewOf(state: WalletState): WalletView {
  return {
    userId: state.userId,
    quota: state.available + state.owed,
    heldQuota: state.held,
    owedQuota: state.owed,
    usedQuota: state.used,
    requestCount: state.requestCount,
    affQuota: state.invitePending,
    affCount: state.inviteCount,
    affHistoryQuota: state.inviteHistory,
    version: state.version,
    tokens: tokenViews(state),
  };
}

/** By token id. A view answers every wallet command, so this builds one array and sorts only when there is more than one token. */
function tokenViews(state: WalletState): TokenAllowanceView[] {
  const views: TokenAllowanceView[] = [];
  for (const [tokenId, t] of state.tokens)
    views.push({ tokenId, unlimited: t.unlimited, remainQuota: t.available + t.overdrawn, heldQuota: t.held, usedQuota: t.used });
  if (views.length > 1) views.sort((a, b) => a.tokenId - b.tokenId);
  return views;
}
