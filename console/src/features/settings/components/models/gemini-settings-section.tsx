import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';
import { BUDGET_PERCENTAGE } from './model-settings-rules';

/** Spec 03 §3.2 Gemini: safety, API versions, image models and the thinking adapter (default off). */
export function GeminiSettingsSection() {
  const { t } = useTranslation('settingsOther');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'gemini.thinking_adapter_enabled', kind: 'toggle', label: t('gemini.thinking'), help: t('gemini.thinkingHelp') },
      {
        key: 'gemini.thinking_adapter_budget_tokens_percentage',
        kind: 'number',
        ...BUDGET_PERCENTAGE,
        label: t('gemini.budget'),
        help: t('gemini.budgetHelp'),
      },
      { key: 'gemini.safety_settings', kind: 'json', rows: 4, label: t('gemini.safety'), help: t('gemini.safetyHelp') },
      { key: 'gemini.version_settings', kind: 'json', rows: 4, label: t('gemini.versions'), help: t('gemini.versionsHelp') },
      { key: 'gemini.supported_imagine_models', kind: 'json', rows: 4, label: t('gemini.imageModels'), help: t('gemini.imageModelsHelp') },
    ],
    [t],
  );
  return <OptionSection title={t('gemini.title')} hint={t('gemini.hint')} fields={fields} testId="settings-gemini" />;
}
