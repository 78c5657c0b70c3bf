import { useMemo } from 'react';
import type { OptionField } from '../../option-field';
import { OptionSection } from '../option-section';

/** One content option (notice, home page, about, footer) in its own section with its own save button. */
export function ContentSection({
  optionKey,
  title,
  hint,
  placeholder,
  rows = 8,
  testId,
}: {
  optionKey: string;
  title: string;
  hint: string;
  placeholder?: string;
  rows?: number;
  testId: string;
}) {
  const fields = useMemo<OptionField[]>(() => [{ key: optionKey, kind: 'textarea', label: title, rows, placeholder }], [optionKey, title, rows, placeholder]);
  return <OptionSection title={title} hint={hint} fields={fields} testId={testId} />;
}
