import { Button, CloseButton, Dialog, Image, Input, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormStack } from '../../../components/form-stack';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';
import { useSignedIn } from './use-signed-in';

const WechatSignIn = graphql(`
  mutation WechatDialog_SignIn($code: String!) {
    wechatSignIn(code: $code) {
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

/** Spec 01 §2: WeChat shows the official account's QR code and asks for the code it sends (valid 3 minutes). */
export function WechatDialog({ qrCode }: { qrCode: string }) {
  const { t } = useTranslation('auth');
  const signedIn = useSignedIn();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [{ fetching }, signIn] = useMutation(WechatSignIn);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setMissing(code.trim() === '');
    if (code.trim() === '') return;
    const result = await signIn({ code: code.trim() });
    const user = result.data?.wechatSignIn.user;
    if (user) signedIn(user, '/');
  };

  return (
    <Dialog.Root placement="center" size={{ base: 'full', sm: 'sm' }}>
      <Dialog.Trigger asChild>
        <Button variant="outline">{t('external.wechat')}</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('wechat.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormStack id="wechat-sign-in" gap="4" onSubmit={(event) => void submit(event)}>
                {qrCode && <Image src={qrCode} alt={t('wechat.qrAlt')} maxW="48" mx="auto" />}
                <Text color="fg.muted" fontSize="sm">
                  {t('wechat.instructions')}
                </Text>
                <FormField label={t('wechat.code')} error={missing ? t('wechat.codeRequired') : undefined}>
                  <Input name="wechat-code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" />
                </FormField>
              </FormStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="submit" form="wechat-sign-in" colorPalette="teal" loading={fetching}>
                {t('login.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
