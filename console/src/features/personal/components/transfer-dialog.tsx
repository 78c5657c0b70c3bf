import { Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { formatQuota, type QuotaDisplay } from '../../../lib/format-quota';
import { notifySuccess } from '../../../lib/toaster';
import { transferProblem } from '../validate-password-change';

const Transfer = graphql(`
  mutation TransferDialog_Transfer($quota: Quota!) {
    transferAffQuota(quota: $quota)
  }
`);

/** Spec 01 §2, §5: moves pending invitation earnings to the balance; at least one unit (the quota per unit). */
export function TransferDialog({ open, onClose, pending, display }: { open: boolean; onClose: () => void; pending: number; display: QuotaDisplay }) {
  const { t } = useTranslation('personal');
  const [amount, setAmount] = useState(String(pending));
  const [problem, setProblem] = useState(false);
  const [{ fetching }, transfer] = useMutation(Transfer);
  const minimum = formatQuota(display.quotaPerUnit, display);

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const quota = Number(amount.trim());
    const bad = transferProblem(quota, pending, display.quotaPerUnit) !== null;
    setProblem(bad);
    if (bad) return;
    const result = await transfer({ quota });
    if (result.data === undefined) return;
    notifySuccess(t('invite.transferred'));
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('invite.transferTitle')}
      formId="aff-transfer"
      submitLabel={t('invite.submit')}
      cancelLabel={t('invite.cancel')}
      submitting={fetching}
      testId="transfer-dialog"
    >
      <FormStack id="aff-transfer" onSubmit={(event) => void submit(event)}>
        <Text color="fg.muted">{t('invite.available', { amount: formatQuota(pending, display) })}</Text>
        <FormField label={t('invite.amount')} error={problem ? t('invite.minimum', { amount: minimum }) : undefined}>
          <Input name="quota" inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </FormField>
      </FormStack>
    </FormDialog>
  );
}
