import type { ReactNode } from 'react';
import type { OptionField } from '../option-field';
import { useOptionForm, type Prepare } from '../use-option-form';
import { OptionFormCard } from './option-form-card';

/**
 * A settings section made only of option fields: its toggles save at once,
 * its other fields with its save button (only the keys that changed).
 * `prepare` adds the section's own rules (spec 03 §5); `children` go
 * between the fields and the button.
 */
export function OptionSection({
  title,
  hint,
  fields,
  prepare,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  fields: readonly OptionField[];
  prepare?: Prepare;
  testId?: string;
  children?: ReactNode;
}) {
  const form = useOptionForm(fields);
  return (
    <OptionFormCard
      title={title}
      hint={hint}
      testId={testId}
      form={form}
      fields={fields}
      prepare={prepare}
      savable={fields.some((field) => field.kind !== 'toggle')}
    >
      {children}
    </OptionFormCard>
  );
}
