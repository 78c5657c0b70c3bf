import type { ReactNode } from 'react';
import { FormStack } from '../../../components/form-stack';
import { SectionCard } from '../../../components/section-card';
import type { OptionField } from '../option-field';
import type { OptionForm, Prepare } from '../use-option-form';
import { OptionFields } from './option-fields';
import { SectionSaveButton } from './section-save-button';

/**
 * A section with rules of its own: the card, the form's fields (as given,
 * help computed from the values if need be), `children` under them, and the
 * save button that runs `prepare` before the changed keys are sent; `after`
 * goes under the form.
 */
export function OptionFormCard({
  title,
  hint,
  testId,
  form,
  fields,
  prepare,
  children,
  after,
  savable = true,
}: {
  title: string;
  hint?: string | undefined;
  testId?: string | undefined;
  form: OptionForm;
  fields: readonly OptionField[];
  prepare?: Prepare | undefined;
  children?: ReactNode;
  /** Under the form, outside it (controls with their own action). */
  after?: ReactNode;
  /** Whether it has a save button (a section of switches only saves each at once). */
  savable?: boolean;
}) {
  return (
    <SectionCard title={title} hint={hint} testId={testId}>
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit(prepare);
        }}
      >
        <OptionFields fields={fields} form={form} />
        {children}
        {savable && <SectionSaveButton section={title} loading={form.saving} />}
      </FormStack>
      {after}
    </SectionCard>
  );
}
