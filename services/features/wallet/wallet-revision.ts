import type { ExpectedRevision } from '../../platform/ports/event-store';
import type { WalletState } from './rules/wallet-state';

/** The revision a wallet's stream is at: what an append decided against this state expects. */
export const expectedRevisionOf = (state: WalletState): ExpectedRevision => (state.version === 0 ? 'no_stream' : BigInt(state.version - 1));
