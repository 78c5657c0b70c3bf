import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/section-card';
import { ModelPricingSettings } from '../pricing/model-pricing-settings';
import { ChatLinksSection } from './chat-links-section';
import { DataDashboardSection } from './data-dashboard-section';
import { DrawingSection } from './drawing-section';
import { GeneralSection } from './general-section';
import { GroupSection } from './group-section';
import { LogSection } from './log-section';
import { MonitoringSection } from './monitoring-section';
import { QuotaSection } from './quota-section';
import { SensitiveWordsSection } from './sensitive-words-section';

/** Spec 03 §2.1, tab operation: its sections in the spec's order, the model pricing editors last. */
export function OperationTab() {
  const { t } = useTranslation('settingsOperation');
  return (
    <Stack gap="5" data-testid="settings-operation">
      <GeneralSection />
      <DrawingSection />
      <SensitiveWordsSection />
      <LogSection />
      <DataDashboardSection />
      <MonitoringSection />
      <QuotaSection />
      <GroupSection />
      <ChatLinksSection />
      <SectionCard title={t('pricing.title')} testId="settings-model-pricing">
        <ModelPricingSettings />
      </SectionCard>
    </Stack>
  );
}
