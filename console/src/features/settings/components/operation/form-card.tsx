import { Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../../../components/form-stack';
import type { OptionField } from '../../option-field';
import type { OptionForm, Prepare } from '../../use-option-form';
import { OptionFields, SettingsCard } from '../option-section';

/**
 * A section with rules of its own: the card, the form's fields (as given,
 * help computed from the values if need be), `children` under them, and the
 * save button that runs `prepare` before the changed keys are sent; `after`
 * goes under the form.
 */
export function FormCard({
  title,
  hint,
  testId,
  form,
  fields,
  prepare,
  children,
  after,
}: {
  title: string;
  hint?: string;
  testId: string;
  form: OptionForm;
  fields: readonly OptionField[];
  prepare?: Prepare;
  children?: ReactNode;
  /** Under the form, outside it (controls with their own action). */
  after?: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={title} hint={hint} testId={testId}>
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(prepare);
        }}
      >
        <OptionFields fields={fields} form={form} />
        {children}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={form.saving}>
            {t('save.button', { section: title })}
          </Button>
        </HStack>
      </FormStack>
      {after}
    </SettingsCard>
  );
}
