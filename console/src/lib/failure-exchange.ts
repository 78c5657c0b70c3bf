import { mapExchange, type Exchange } from 'urql';
import { i18n } from './i18n';
import { markSessionEnded } from './session-user';
import { notifyError } from './toaster';
import { classifyFailure, failureText } from './transport-failure';

export interface FailureHandling {
  /** Sends the reader to /login?expired=true (the router's navigate); resolves once there. */
  readonly onExpired: () => void | Promise<void>;
}

/**
 * The generic handler of spec 01 §8 for every call: a 401 goes to the login
 * page (which forgets the stored user); anything else is shown as a notice, unless
 * the operation says `context.quiet` (its screen shows the failure itself).
 * Subscriptions never notify: their socket reconnects by itself.
 */
export function failureExchange({ onExpired }: FailureHandling): Exchange {
  return mapExchange({
    onError(error, operation) {
      const failure = classifyFailure(error);
      if (failure.kind === 'expired') {
        // The login page forgets the stored user when it opens with expired=true: forgetting it here,
        // while a protected screen is still shown, would make that screen send the reader to a plain /login.
        // The mark makes a guard that finds nobody signed in send to /login?expired=true as well.
        markSessionEnded();
        void onExpired();
        return;
      }
      if (operation.kind === 'subscription' || operation.context.quiet === true) return;
      notifyError(failureText(failure, (key) => i18n.t(key)));
    },
  });
}
