import { assertNever } from '../../platform/actor';
import { AppError, type AppErrorKind } from '../../platform/errors';
import type { WalletOutcome, WalletRejectionCode } from './rules/wallet-commands';
import type { FinishedRequest } from './rules/wallet-state';

function kindOf(code: WalletRejectionCode): AppErrorKind {
  switch (code) {
    case 'invalid':
    case 'insufficient_invite_earnings':
      return 'invalid';
    case 'insufficient_user_quota':
    case 'insufficient_token_quota':
      return 'forbidden';
    case 'unknown_token':
    case 'unknown_request':
      return 'not_found';
    case 'already_finished':
      return 'conflict';
    default:
      return assertNever(code);
  }
}

/** A wallet refused a command; `code` says why in the wallet's terms, `kind` in every transport's. */
export class WalletRejected extends AppError {
  readonly code: WalletRejectionCode;
  /** For `already_finished`: how the request ended. */
  readonly finished: FinishedRequest | undefined;

  constructor(outcome: Extract<WalletOutcome, { ok: false }>) {
    super(kindOf(outcome.code), outcome.message, { code: outcome.code });
    this.name = 'WalletRejected';
    this.code = outcome.code;
    this.finished = outcome.finished;
  }
}
