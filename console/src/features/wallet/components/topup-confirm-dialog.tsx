import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormDialog } from '../../../components/form-dialog';
import { graphql } from '../../../gql';
import { notifyError, notifyInfo } from '../../../lib/toaster';
import { postPaymentForm } from '../payment-form';

const Pay = graphql(`
  mutation TopupConfirmDialog_Pay($amount: Int!, $paymentMethod: String!) {
    topupPay(amount: $amount, paymentMethod: $paymentMethod) {
      url
      tradeNo
      fields {
        name
        value
      }
    }
  }
`);

export interface TopupOrder {
  readonly amount: number;
  readonly payable: string;
  readonly method: { readonly type: string; readonly name: string };
}

/** Spec 02 §4: on confirmation the order is made and its url and fields are posted to the payment provider. */
export function TopupConfirmDialog({ order, onClose }: { order: TopupOrder | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const [{ fetching }, pay] = useMutation(Pay);
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (!order) return;
    const result = await pay({ amount: order.amount, paymentMethod: order.method.type }, { quiet: true });
    if (!result.data) {
      const message = result.error?.graphQLErrors[0]?.message;
      notifyError(message ? t('topup.errorPrefix', { message }) : t('topup.failed'));
      return;
    }
    notifyInfo(t('topup.redirecting'));
    postPaymentForm(result.data.topupPay.url, result.data.topupPay.fields);
    onClose();
  };
  return (
    <FormDialog
      open={order !== null}
      onClose={onClose}
      title={t('topup.confirmTitle')}
      formId="topup-confirm"
      submitLabel={t('topup.confirm')}
      cancelLabel={t('topup.cancel')}
      submitting={fetching}
      testId="topup-confirm"
    >
      <form id="topup-confirm" onSubmit={(event) => void submit(event)}>
        {order && (
          <Stack gap="2">
            <Text>{t('topup.confirmAmount', { amount: order.amount })}</Text>
            <Text>{t('topup.confirmPayable', { payable: order.payable })}</Text>
            <Text>{t('topup.confirmMethod', { method: order.method.name })}</Text>
          </Stack>
        )}
      </form>
    </FormDialog>
  );
}
