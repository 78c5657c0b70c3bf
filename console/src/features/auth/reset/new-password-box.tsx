import { Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';
import { notifyError, notifySuccess } from '../../../lib/toaster';

/** The new password, shown once so the reader can keep it, with a copy button. */
export function NewPasswordBox({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const copy = async () => {
    if (await copyText(password)) notifySuccess(t('reset.copied'));
    else notifyError(t('copyFailed'));
  };
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="4" bg="bg.muted">
      <Text fontSize="sm" color="fg.muted">
        {t('reset.newPassword')}
      </Text>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Code fontSize="lg" px="2" py="1" data-testid="new-password" wordBreak="break-all">
          {password}
        </Code>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t('reset.copy')}
        </Button>
      </HStack>
    </Stack>
  );
}
