import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphql } from '../../../gql';
import { copyText } from '../../../lib/copy-text';
import { notifyError, notifySuccess } from '../../../lib/toaster';

const ResetToken = graphql(`
  mutation AccessToken_Reset {
    resetAccessToken
  }
`);

/** Spec 01 §2: a new system access token, shown once and copied ('token reset and copied'). */
export function AccessToken() {
  const { t } = useTranslation('personal');
  const { t: common } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [{ fetching }, reset] = useMutation(ResetToken);

  const generate = async () => {
    const result = await reset({});
    const fresh = result.data?.resetAccessToken;
    if (!fresh) return;
    setToken(fresh);
    if (await copyText(fresh)) notifySuccess(t('token.copied'));
    else notifyError(common('copy.failed'));
  };

  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Stack gap="0">
          <Text fontWeight="medium">{t('token.title')}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('token.hint')}
          </Text>
        </Stack>
        <Button size="sm" variant="outline" onClick={() => void generate()} loading={fetching}>
          {t('token.reset')}
        </Button>
      </HStack>
      {token && (
        <Code p="2" wordBreak="break-all" data-testid="access-token">
          {token}
        </Code>
      )}
    </Stack>
  );
}
