import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { notifyError } from '../../lib/toaster';
import { firstEnabledKey, NO_TOKEN_REDIRECT_MS } from './chat-link';

const ChatKeysQuery = graphql(`
  query ChatScreen_Keys {
    tokens(page: 0, size: 100) {
      items {
        key
        status
      }
    }
    status {
      serverAddress
    }
  }
`);

const AddressQuery = graphql(`
  query ChatScreen_Address {
    status {
      serverAddress
    }
  }
`);

/** What the chat embed knows of the caller's key: still loading, none enabled, or the key (null for a guest). */
export type ChatKey =
  { readonly kind: 'loading' } | { readonly kind: 'none' } | { readonly kind: 'ready'; readonly key: string | null; readonly serverAddress: string };

/**
 * Spec 02 §2 and §8: a signed-in user's first enabled token (page 0, 100
 * tokens); with none, the notice and a move to /token after 1.5 s. A guest
 * has no key: only the server address is read.
 */
export function useChatKey(signedIn: boolean): ChatKey {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const [keys] = useQuery({ query: ChatKeysQuery, pause: !signedIn, requestPolicy: 'network-only' });
  const [address] = useQuery({ query: AddressQuery, pause: signedIn });
  const serverAddress = (signedIn ? keys.data?.status.serverAddress : address.data?.status.serverAddress) ?? null;
  const key = keys.data ? firstEnabledKey(keys.data.tokens.items) : null;
  const none = signedIn && keys.data !== undefined && key === null;

  useEffect(() => {
    if (!none) return;
    notifyError(t('noEnabledToken'));
    const timer = setTimeout(() => navigate('/token'), NO_TOKEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [none, navigate, t]);

  if (none) return { kind: 'none' };
  if (serverAddress === null || (signedIn && key === null)) return { kind: 'loading' };
  return { kind: 'ready', key, serverAddress };
}
