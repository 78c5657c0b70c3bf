import { Alert, Button, Card, Heading, HStack, Input, Stack, Stat } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FormField } from '../../../components/form-field';
import { graphql } from '../../../gql';
import { notifyError } from '../../../lib/toaster';
import { clampAmount, methodMinimum, topupBlock, type TopupBlock } from '../wallet-rules';
import { TopupConfirmDialog, type TopupOrder } from './topup-confirm-dialog';

const Amount = graphql(`
  query OnlineTopupCard_Amount($amount: Int!) {
    topupAmount(amount: $amount)
  }
`);

export interface TopupOffer {
  readonly enableOnlineTopup: boolean;
  readonly minTopup: number;
  readonly amountOptions: readonly number[];
  readonly payMethods: readonly { readonly name: string; readonly type: string; readonly color?: string | null; readonly minTopup?: number | null }[];
}

/** Spec 02 §2, §5: the amount (at least 1, at least the minimum), the payable-amount preview, and a button per payment method. */
export function OnlineTopupCard({ offer, inCurrency }: { offer: TopupOffer; inCurrency: boolean }) {
  const { t } = useTranslation('wallet');
  const [amountText, setAmountText] = useState(() => String(Math.max(1, Math.ceil(offer.minTopup))));
  const [order, setOrder] = useState<TopupOrder | null>(null);
  const amount = clampAmount(amountText);
  const blocked = topupBlock(offer.enableOnlineTopup, amount, offer.minTopup);
  const [preview] = useQuery({ query: Amount, variables: { amount }, pause: blocked !== null, context: useMemo(() => ({ quiet: true }), []) });
  // urql keeps the last answer while the next amount's is read: only the answer for the amount shown counts.
  const current = !preview.fetching && preview.operation?.variables.amount === amount;
  const payable = current ? (preview.data?.topupAmount ?? null) : null;
  const previewError = current ? (preview.error?.graphQLErrors[0]?.message ?? preview.error?.message ?? null) : null;
  const loading = blocked === null && payable === null && previewError === null;
  const blockMessage = (block: TopupBlock) => (block.key === 'topup.disabled' ? t('topup.disabled') : t('topup.belowMin', { min: block.min }));

  const choose = (method: TopupOffer['payMethods'][number]) => {
    const block = topupBlock(offer.enableOnlineTopup, amount, methodMinimum(offer.minTopup, method.minTopup));
    if (block) return notifyError(blockMessage(block));
    if (payable === null) return notifyError(previewError ? t('topup.errorPrefix', { message: previewError }) : t('topup.failed'));
    setOrder({ amount, payable, method });
  };

  return (
    <Card.Root variant="outline" data-testid="topup-card">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {t('topup.title')}
        </Heading>
        {!offer.enableOnlineTopup ? (
          <Alert.Root status="info" variant="subtle" borderRadius="md" data-testid="topup-disabled">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('topup.disabled')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="4">
            <FormField
              label={t('topup.amount')}
              helper={t(inCurrency ? 'topup.amountHelpCurrency' : 'topup.amountHelpQuota', { min: offer.minTopup })}
              error={blocked ? blockMessage(blocked) : undefined}
            >
              <Input
                name="amount"
                type="number"
                min={1}
                step={1}
                value={amountText}
                // Spec 02 §5: the input never goes below 1.
                onChange={(event) => setAmountText(event.target.value === '' ? '' : String(clampAmount(event.target.value)))}
                onBlur={() => setAmountText(String(amount))}
              />
            </FormField>
            {offer.amountOptions.length > 0 && (
              <HStack gap="1.5" wrap="wrap">
                {offer.amountOptions.map((option) => (
                  <Button key={option} size="xs" variant={option === amount ? 'solid' : 'outline'} onClick={() => setAmountText(String(option))}>
                    {option}
                  </Button>
                ))}
              </HStack>
            )}
            <Stat.Root>
              <Stat.Label>{t('topup.payable')}</Stat.Label>
              <Stat.ValueText fontSize="xl" data-testid="topup-payable">
                {blocked
                  ? '–'
                  : payable !== null
                    ? t('topup.payableValue', { amount: payable })
                    : previewError
                      ? t('topup.errorPrefix', { message: previewError })
                      : '…'}
              </Stat.ValueText>
            </Stat.Root>
            <HStack gap="2" wrap="wrap">
              {offer.payMethods.map((method) => (
                <Button key={method.type} colorPalette="teal" variant="outline" loading={loading} onClick={() => choose(method)}>
                  {t('topup.payWith', { method: method.name })}
                </Button>
              ))}
            </HStack>
          </Stack>
        )}
      </Card.Body>
      <TopupConfirmDialog order={order} onClose={() => setOrder(null)} />
    </Card.Root>
  );
}
