import { Badge, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { useStatus } from '../../../hooks/use-status';
import { authorizeUrl, enabledRedirectProviders, type RedirectProvider } from '../../../lib/oauth-urls';
import { EmailBindDialog } from './email-bind-dialog';
import { SectionCard } from '../../../components/section-card';
import { TelegramBindWidget } from './telegram-bind';
import { WechatBindDialog } from './wechat-bind-dialog';

const OAuthState = graphql(`
  mutation BindingsCard_State {
    oauthState
  }
`);

export interface BoundIds {
  readonly email: string;
  readonly wechatId: string;
  readonly githubId: string;
  readonly oidcId: string;
  readonly telegramId: string;
  readonly linuxDoId: string;
}

const REDIRECT_FIELDS: Record<RedirectProvider, keyof BoundIds> = { github: 'githubId', oidc: 'oidcId', linuxdo: 'linuxDoId' };

/**
 * Spec 01 §2: email, WeChat, GitHub, OIDC, Telegram and Linux DO. A provider
 * the operator has not turned on says so; the redirect ones come back to
 * /oauth/<provider>, which binds for a signed-in user.
 */
export function BindingsCard({
  ids,
  onBound,
  go = (url: string) => window.location.assign(url),
}: {
  ids: BoundIds;
  onBound: () => void;
  go?: (url: string) => void;
}) {
  const { t } = useTranslation('personal');
  const { status } = useStatus();
  const [dialog, setDialog] = useState<'email' | 'wechat' | null>(null);
  const [{ fetching }, askState] = useMutation(OAuthState);
  const redirects = status ? enabledRedirectProviders(status) : [];

  const startRedirect = async (provider: RedirectProvider) => {
    const result = await askState({});
    if (result.data && status) go(authorizeUrl(provider, status, result.data.oauthState, window.location.origin));
  };

  const row = (key: string, label: string, value: string, action: ReactNode) => (
    <HStack key={key} justify="space-between" gap="3" py="1" data-testid={`binding-${key}`}>
      <Stack gap="0" minW="0">
        <Text fontWeight="medium">{label}</Text>
        <Text fontSize="sm" color={value ? 'fg' : 'fg.subtle'} truncate>
          {value || t('bindings.notBound')}
        </Text>
      </Stack>
      {action}
    </HStack>
  );
  const notEnabled = <Badge variant="subtle">{t('bindings.notEnabled')}</Badge>;

  return (
    <SectionCard title={t('bindings.title')} testId="bindings-card">
      <Stack gap="1" separator={<Separator />}>
        {row(
          'email',
          t('bindings.email'),
          ids.email,
          <Button size="xs" variant="outline" onClick={() => setDialog('email')}>
            {ids.email ? t('bindings.change') : t('bindings.bind')}
          </Button>,
        )}
        {row(
          'wechat',
          t('bindings.wechat'),
          ids.wechatId,
          status?.wechatLogin ? (
            <Button size="xs" variant="outline" disabled={ids.wechatId !== ''} onClick={() => setDialog('wechat')}>
              {ids.wechatId ? t('bindings.bound') : t('bindings.bind')}
            </Button>
          ) : (
            notEnabled
          ),
        )}
        {(['github', 'oidc', 'linuxdo'] as const).map((provider) =>
          row(
            provider,
            t(`bindings.${provider}`),
            ids[REDIRECT_FIELDS[provider]],
            redirects.includes(provider) ? (
              <Button size="xs" variant="outline" disabled={fetching || ids[REDIRECT_FIELDS[provider]] !== ''} onClick={() => void startRedirect(provider)}>
                {ids[REDIRECT_FIELDS[provider]] ? t('bindings.bound') : t('bindings.bind')}
              </Button>
            ) : (
              notEnabled
            ),
          ),
        )}
        {row(
          'telegram',
          t('bindings.telegram'),
          ids.telegramId,
          status?.telegramOAuth && status.telegramBotName && !ids.telegramId ? (
            <TelegramBindWidget botName={status.telegramBotName} onBound={onBound} />
          ) : ids.telegramId ? (
            <Badge colorPalette="green">{t('bindings.bound')}</Badge>
          ) : (
            notEnabled
          ),
        )}
      </Stack>
      <EmailBindDialog open={dialog === 'email'} onClose={() => setDialog(null)} onBound={onBound} />
      {status?.wechatLogin && <WechatBindDialog open={dialog === 'wechat'} qrCode={status.wechatQrCode} onClose={() => setDialog(null)} onBound={onBound} />}
    </SectionCard>
  );
}
