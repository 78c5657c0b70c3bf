import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ModelRatioEditors } from './model-ratio-editors';
import { UnsetModels } from './unset-models';
import { VisualPricingEditor } from './visual-pricing-editor';

const PRICING_TABS = ['json', 'visual', 'unset'] as const;

/**
 * Spec 03 §2.1: the operation tab's nested tab set of the model pricing
 * editors: the JSON maps, the visual editor, and the enabled models without
 * a price. Rendered inside the operation tab's own card, so it has none.
 * A tab keeps its unsaved edits while another is shown.
 */
export function ModelPricingSettings() {
  const { t } = useTranslation('settingsPricing');
  return (
    <Tabs.Root defaultValue="json" variant="enclosed" colorPalette="teal" lazyMount data-testid="model-pricing-tabs">
      <Tabs.List overflowX="auto" overflowY="hidden" maxW="full">
        {PRICING_TABS.map((key) => (
          <Tabs.Trigger key={key} value={key} flexShrink={0}>
            {t(`tabs.${key}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="json" pt="4">
        <ModelRatioEditors />
      </Tabs.Content>
      <Tabs.Content value="visual" pt="4">
        <VisualPricingEditor />
      </Tabs.Content>
      <Tabs.Content value="unset" pt="4">
        <UnsetModels />
      </Tabs.Content>
    </Tabs.Root>
  );
}
