import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionField } from '../../option-field';
import { useOptionForm } from '../../use-option-form';
import { OptionFormCard } from '../option-form-card';
import { lineCount, tidyChangedLists } from './word-list';

const WORDS = 'SensitiveWords';

/** Spec 03 §3.2: the sensitive-word switches and the list, one word a line (saved tidy when changed). */
export function SensitiveWordsSection() {
  const { t } = useTranslation('settingsOperation');
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'CheckSensitiveEnabled', kind: 'toggle', label: t('sensitive.check') },
      { key: 'CheckSensitiveOnPromptEnabled', kind: 'toggle', label: t('sensitive.checkOnPrompt'), help: t('sensitive.checkOnPromptHelp') },
      { key: WORDS, kind: 'textarea', rows: 6, label: t('sensitive.words'), placeholder: t('sensitive.wordsPlaceholder') },
    ],
    [t],
  );
  const form = useOptionForm(fields);
  const count = lineCount(form.values[WORDS] ?? '');
  const shown = fields.map((field) => (field.key === WORDS ? { ...field, help: t('sensitive.wordsHelp', { count }) } : field));
  return (
    <OptionFormCard
      title={t('sensitive.title')}
      testId="settings-sensitive-words"
      form={form}
      fields={shown}
      prepare={(values) => ({ values: tidyChangedLists(values, { [WORDS]: form.option(WORDS)?.value ?? '' }, [WORDS]) })}
    />
  );
}
