import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../../../components/form-stack';
import type { OptionField } from '../../option-field';
import { useSettings } from '../../settings-context';
import { useOptionForm } from '../../use-option-form';
import { OptionFields } from '../option-fields';
import { SectionCard } from '../../../../components/section-card';
import { SectionSaveButton } from '../section-save-button';
import { workerChanges } from './system-rules';

/**
 * The proxy worker (spec 03 §5): the URL without trailing slashes; the key
 * only when one is typed, or emptied with the URL.
 */
export function WorkerSection() {
  const { t } = useTranslation('settingsSystem');
  const { options, save } = useSettings();
  const fields = useMemo<OptionField[]>(
    () => [
      { key: 'WorkerUrl', kind: 'text', label: t('worker.url'), help: t('worker.urlHelp'), placeholder: 'https://worker.example.com' },
      { key: 'WorkerValidKey', kind: 'secret', label: t('worker.key') },
      { key: 'WorkerAllowHttpImageRequestEnabled', kind: 'toggle', label: t('worker.allowHttp'), help: t('worker.allowHttpHelp') },
    ],
    [t],
  );
  const form = useOptionForm(fields);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const changes = workerChanges(
      { url: options.get('WorkerUrl')?.value ?? '', keySet: options.get('WorkerValidKey')?.set ?? false },
      { url: form.values.WorkerUrl ?? '', key: form.values.WorkerValidKey ?? '' },
    );
    setSaving(true);
    try {
      if ((await save(changes)).kind === 'saved') form.set('WorkerValidKey', '');
    } finally {
      setSaving(false);
    }
  };

  return (
    <SectionCard title={t('worker.title')} hint={t('worker.hint')} testId="settings-worker">
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <OptionFields fields={fields} form={form} />
        <SectionSaveButton section={t('worker.title')} loading={saving} />
      </FormStack>
    </SectionCard>
  );
}
