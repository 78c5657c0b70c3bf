import { Button, CloseButton, DataList, Dialog, Input, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { graphql } from '../../../gql';
import { useIsMobile } from '../../../hooks/use-is-mobile';
import { useStatus } from '../../../hooks/use-status';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../../lib/format-quota';
import { notifySuccess } from '../../../lib/toaster';
import { resultingQuota } from '../validate-user-forms';

const AdjustQuota = graphql(`
  mutation AddQuotaDialog_Adjust($userId: Int!, $amount: Quota!) {
    adjustQuota(userId: $userId, amount: $amount) {
      userId
      quota
    }
  }
`);

interface Props {
  readonly user: { id: number; username: string; quota: number } | null;
  readonly onClose: () => void;
  readonly onDone: () => void;
}

/** Spec 01 §2: adds quota to a user (negative takes it away), showing the quota that results before it is sent. */
export function AddQuotaDialog({ user, onClose, onDone }: Props) {
  const { t } = useTranslation('users');
  const { status } = useStatus();
  const isMobile = useIsMobile();
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [{ fetching }, adjust] = useMutation(AdjustQuota);
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const result = user ? resultingQuota(user.quota, amount) : null;
  const quotaText = (quota: number) => `${formatQuota(quota, display)} (${Math.trunc(quota).toLocaleString('en-US')})`;

  const close = () => {
    setAmount('');
    setInvalid(false);
    onClose();
  };

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const bad = result === null || Number(amount) === 0;
    setInvalid(bad);
    if (bad || !user) return;
    const answer = await adjust({ userId: user.id, amount: Number(amount.trim()) });
    if (!answer.data) return;
    notifySuccess(t('actions.done'));
    onDone();
    close();
  };

  return (
    <Dialog.Root open={user !== null} onOpenChange={(event) => !event.open && close()} placement="center" size={isMobile ? 'full' : 'sm'}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="add-quota-dialog">
            <Dialog.Header>
              <Dialog.Title>
                {t('addQuota.title')} · {user?.username}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormStack id="add-quota" onSubmit={(event) => void submit(event)}>
                <FormField label={t('addQuota.amount')} helper={t('addQuota.amountHelp')} error={invalid ? t('addQuota.amountInteger') : undefined}>
                  <Input name="amount" inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="500000" />
                </FormField>
                {user && (
                  <DataList.Root orientation="horizontal" size="sm">
                    <DataList.Item>
                      <DataList.ItemLabel>{t('addQuota.current')}</DataList.ItemLabel>
                      <DataList.ItemValue>{quotaText(user.quota)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>{t('addQuota.result')}</DataList.ItemLabel>
                      <DataList.ItemValue data-testid="resulting-quota" fontWeight="semibold">
                        {result === null ? '—' : quotaText(result)}
                      </DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                )}
              </FormStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t('addQuota.cancel')}
              </Button>
              <Button type="submit" form="add-quota" colorPalette="teal" loading={fetching}>
                {t('addQuota.submit')}
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
