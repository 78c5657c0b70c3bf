import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { authorizeUrl, enabledRedirectProviders, type RedirectProvider } from '../../../lib/oauth-urls';
import { inviteCode } from '../validation/invite-code';
import { TelegramLogin } from './telegram-login';
import { WechatDialog } from './wechat-dialog';

const OAuthState = graphql(`
  mutation ExternalSignIns_State($aff: String) {
    oauthState(aff: $aff)
  }
`);

/**
 * Spec 01 §2: a button for each external sign-in the status turns on. The
 * redirect ones ask for a state first (bound to this browser by a cookie),
 * then leave for the provider.
 */
export function ExternalSignIns({ go = (url: string) => window.location.assign(url) }: { go?: (url: string) => void }) {
  const { t } = useTranslation('auth');
  const { status } = useStatus();
  const [{ fetching }, askState] = useMutation(OAuthState);
  if (!status) return null;
  const redirects = enabledRedirectProviders(status);
  const wechat = status.wechatLogin;
  const telegram = status.telegramOAuth && status.telegramBotName !== '';
  if (redirects.length === 0 && !wechat && !telegram) return null;

  const start = async (provider: RedirectProvider) => {
    const result = await askState({ aff: inviteCode() ?? null });
    if (result.data) go(authorizeUrl(provider, status, result.data.oauthState, window.location.origin));
  };

  return (
    <Stack gap="4" data-testid="external-sign-ins">
      <HStack>
        <Separator flex="1" />
        <Text flexShrink="0" fontSize="sm" color="fg.muted">
          {t('external.or')}
        </Text>
        <Separator flex="1" />
      </HStack>
      <Stack gap="2">
        {redirects.map((provider) => (
          <Button key={provider} variant="outline" disabled={fetching} onClick={() => void start(provider)}>
            {t(`external.${provider}`)}
          </Button>
        ))}
        {wechat && <WechatDialog qrCode={status.wechatQrCode} />}
        {telegram && <TelegramLogin botName={status.telegramBotName} />}
      </Stack>
    </Stack>
  );
}
