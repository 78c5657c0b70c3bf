import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';
import { BUDGET_PERCENTAGE } from './model-settings-rules';

/** Spec 03 §3.2 Claude: headers per model, default max tokens and the thinking adapter (default on). */
export function ClaudeSettingsSection() {
  const { t } = useTranslation('settingsOther');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'claude.thinking_adapter_enabled', kind: 'toggle', label: t('claude.thinking'), help: t('claude.thinkingHelp') },
      {
        key: 'claude.thinking_adapter_budget_tokens_percentage',
        kind: 'number',
        ...BUDGET_PERCENTAGE,
        label: t('claude.budget'),
        help: t('claude.budgetHelp'),
      },
      { key: 'claude.model_headers_settings', kind: 'json', rows: 5, label: t('claude.headers'), help: t('claude.headersHelp') },
      { key: 'claude.default_max_tokens', kind: 'json', rows: 4, label: t('claude.maxTokens'), help: t('claude.maxTokensHelp') },
    ],
    [t],
  );
  return <OptionSection title={t('claude.title')} hint={t('claude.hint')} fields={fields} testId="settings-claude" />;
}
