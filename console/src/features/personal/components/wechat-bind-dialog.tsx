import { Image, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { notifySuccess } from '../../../lib/toaster';

const WechatBind = graphql(`
  mutation WechatBindDialog_Bind($code: String!) {
    wechatBind(code: $code) {
      bound
    }
  }
`);

/** Spec 01 §2: WeChat binding with the code the official account sends (valid 3 minutes). */
export function WechatBindDialog({ open, qrCode, onClose, onBound }: { open: boolean; qrCode: string; onClose: () => void; onBound: () => void }) {
  const { t } = useTranslation('personal');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [{ fetching }, bind] = useMutation(WechatBind);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setMissing(code.trim() === '');
    if (code.trim() === '') return;
    const result = await bind({ code: code.trim() });
    if (!result.data) return;
    notifySuccess(t('bindings.wechatBound'));
    onBound();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('bindings.wechatTitle')}
      formId="bind-wechat"
      submitLabel={t('bindings.submit')}
      cancelLabel={t('bindings.cancel')}
      submitting={fetching}
    >
      <FormStack id="bind-wechat" onSubmit={(event) => void submit(event)}>
        {qrCode && <Image src={qrCode} alt="" maxW="48" mx="auto" />}
        <Text color="fg.muted" fontSize="sm">
          {t('bindings.wechatInstructions')}
        </Text>
        <FormField label={t('bindings.code')} error={missing ? t('bindings.codeRequired') : undefined}>
          <Input name="wechat-code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" />
        </FormField>
      </FormStack>
    </FormDialog>
  );
}
