import { Button, Card, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import { validateRedeemCode, type RedeemErrorKey } from '../wallet-rules';

const Redeem = graphql(`
  mutation RedeemCard_Redeem($key: String!) {
    redeemCode(key: $key)
  }
`);

/** Spec 02 §2: redeem a code (required), and the status's top-up link to buy one. */
export function RedeemCard({ topUpLink, display, onRedeemed }: { topUpLink: string; display: QuotaDisplay; onRedeemed: () => void }) {
  const { t } = useTranslation('wallet');
  const [code, setCode] = useState('');
  const [error, setError] = useState<RedeemErrorKey | null>(null);
  const [{ fetching }, redeem] = useMutation(Redeem);
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const found = validateRedeemCode(code);
    setError(found);
    if (found) return;
    const result = await redeem({ key: code.trim() });
    if (result.data === undefined) return;
    notifySuccess(t('redeem.success', { amount: formatQuota(result.data.redeemCode, display) }));
    setCode('');
    onRedeemed();
  };
  const buy = () => {
    if (topUpLink === '') notifyError(t('redeem.noLink'));
    else window.open(topUpLink, '_blank', 'noopener');
  };
  return (
    <Card.Root variant="outline" data-testid="redeem-card">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {t('redeem.title')}
        </Heading>
        <Stack asChild gap="3">
          <form onSubmit={(event) => void submit(event)} noValidate>
            <FormField label={t('redeem.code')} error={error ? t(error) : undefined}>
              <Input
                name="code"
                autoComplete="off"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                  setError(null);
                }}
                placeholder={t('redeem.placeholder')}
                fontFamily="mono"
              />
            </FormField>
            <HStack gap="3" wrap="wrap">
              <Button type="submit" colorPalette="teal" loading={fetching}>
                {t('redeem.submit')}
              </Button>
              <Button variant="outline" onClick={buy}>
                {t('redeem.buy')}
              </Button>
            </HStack>
          </form>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
