import { Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../settings-context';
import { callbackUrl, type CallbackProvider } from './system-rules';

/** The callback URL an admin registers with a sign-in provider, from the stored server address. */
export function CallbackUrl({ provider }: { provider: CallbackProvider }) {
  const { t } = useTranslation('settingsSystem');
  const { options } = useSettings();
  const url = callbackUrl(options.get('ServerAddress')?.value ?? '', provider);
  return (
    <Stack gap="1" data-testid={`callback-${provider}`}>
      <Text fontSize="sm" fontWeight="medium">
        {t('callback.label')}
      </Text>
      {url ? (
        <Code alignSelf="flex-start" wordBreak="break-all" whiteSpace="normal" px="2" py="1">
          {url}
        </Code>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('callback.needsServer')}
        </Text>
      )}
    </Stack>
  );
}
