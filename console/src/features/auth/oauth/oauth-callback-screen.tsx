import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMutation } from 'urql';
import { PageSpinner } from '../../../components/page-spinner';
import { graphql } from '../../../gql';
import { saveSessionUser } from '../../../lib/session-user';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import type { RedirectProvider } from '../../../lib/oauth-urls';

const OAuthSignIn = graphql(`
  mutation OAuthCallback_SignIn($provider: OAuthProvider!, $code: String!, $state: String!) {
    oauthSignIn(provider: $provider, code: $code, state: $state) {
      bound
      user {
        id
        username
        displayName
        role
        status
        group
      }
    }
  }
`);

const PROVIDERS: readonly RedirectProvider[] = ['github', 'oidc', 'linuxdo'];

/**
 * /oauth/{github,oidc,linuxdo} (spec 01 §4): a spinner while the code and
 * state are exchanged; a bind goes to the personal page (where bindings are
 * shown), a sign-in to /token; a failure shows its error and goes to the
 * personal page too (which asks for a sign-in when there is none).
 */
export function OAuthCallbackScreen() {
  const { t } = useTranslation('auth');
  const { provider } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [, exchange] = useMutation(OAuthSignIn);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = search.get('code') ?? '';
    const state = search.get('state') ?? '';
    const known = PROVIDERS.find((name) => name === provider);
    if (!known || code === '' || state === '') {
      notifyError(t('oauth.badCallback'));
      void navigate('/personal', { replace: true });
      return;
    }
    void exchange({ provider: known, code, state }).then((result) => {
      const answer = result.data?.oauthSignIn;
      if (answer?.bound) {
        notifySuccess(t('oauth.bound'));
        void navigate('/personal', { replace: true });
      } else if (answer?.user) {
        saveSessionUser(answer.user);
        notifySuccess(t('login.succeeded'));
        void navigate('/token', { replace: true });
      } else {
        // The failure exchange has shown the server's message.
        void navigate('/personal', { replace: true });
      }
    });
  }, [exchange, navigate, provider, search, t]);

  return <PageSpinner label={t('oauth.processing')} />;
}
