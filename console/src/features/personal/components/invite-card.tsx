import { Button, Group, Input, SimpleGrid, Stat } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatus } from '../../../hooks/use-status';
import { copyText } from '../../../lib/copy-text';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../../lib/format-quota';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import type { Balances } from './balance-stats';
import { SectionCard } from '../../../components/section-card';
import { TransferDialog } from './transfer-dialog';

/** Spec 01 §2: the invitation link, pending and total earnings and the invite count, and the transfer to the balance. */
export function InviteCard({ affCode, balances }: { affCode: string; balances: Balances }) {
  const { t } = useTranslation('personal');
  const { t: common } = useTranslation();
  const { status } = useStatus();
  const [transferring, setTransferring] = useState(false);
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const link = `${window.location.origin}/register?aff=${encodeURIComponent(affCode)}`;
  const copy = async () => {
    if (await copyText(link)) notifySuccess(common('copy.copied', { text: link }));
    else notifyError(common('copy.failed'));
  };
  const stats = [
    { label: t('invite.pending'), value: formatQuota(balances.affQuota, display) },
    { label: t('invite.total'), value: formatQuota(balances.affHistoryQuota, display) },
    { label: t('invite.count'), value: String(balances.affCount) },
  ];
  return (
    <SectionCard
      title={t('invite.title')}
      testId="invite-card"
      action={
        <Button size="sm" variant="outline" colorPalette="teal" disabled={balances.affQuota <= 0} onClick={() => setTransferring(true)}>
          {t('invite.transfer')}
        </Button>
      }
    >
      <SimpleGrid columns={3} gap="3">
        {stats.map((stat) => (
          <Stat.Root key={stat.label} size="sm">
            <Stat.Label>{stat.label}</Stat.Label>
            <Stat.ValueText>{stat.value}</Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
      <Group attached w="full">
        <Input readOnly value={link} aria-label={t('invite.link')} data-testid="invite-link" />
        <Button variant="outline" onClick={() => void copy()}>
          {t('invite.copy')}
        </Button>
      </Group>
      {transferring && <TransferDialog open onClose={() => setTransferring(false)} pending={balances.affQuota} display={display} />}
    </SectionCard>
  );
}
