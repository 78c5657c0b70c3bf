import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import type { OptionField } from '../option-field';
import type { OptionForm } from '../use-option-form';

/** One field of a settings form that waits for the section's save: text, secret, number, JSON or a choice. */
export function OptionInput({ field, form }: { field: Exclude<OptionField, { kind: 'toggle' }>; form: OptionForm }) {
  const { t } = useTranslation('settings');
  const value = form.values[field.key] ?? '';
  const disabled = !form.writable(field.key);
  const change = (text: string) => {
    form.set(field.key, text);
    if (form.errors[field.key]) form.setError(field.key, null);
  };
  const common = { name: field.key, value, disabled, 'aria-label': field.label };
  const help = disabled && form.option(field.key) ? t('field.superAdminOnly') : field.help;

  return (
    <FormField label={field.label} helper={help} error={form.errors[field.key]}>
      {field.kind === 'textarea' || field.kind === 'json' ? (
        <Textarea
          {...common}
          rows={field.rows ?? (field.kind === 'json' ? 6 : 3)}
          placeholder={field.placeholder}
          fontFamily={field.kind === 'json' ? 'mono' : undefined}
          fontSize={field.kind === 'json' ? 'sm' : undefined}
          onChange={(event) => change(event.currentTarget.value)}
          onBlur={() => field.kind === 'json' && form.check(field)}
        />
      ) : field.kind === 'select' ? (
        <NativeSelect.Root disabled={disabled}>
          <NativeSelect.Field {...common} onChange={(event) => change(event.currentTarget.value)}>
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          {...common}
          type={field.kind === 'secret' ? 'password' : 'text'}
          inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'number' ? 'decimal' : undefined}
          autoComplete={field.kind === 'secret' ? 'new-password' : 'off'}
          placeholder={
            field.kind === 'secret'
              ? form.option(field.key)?.set
                ? t('field.secretKept')
                : t('field.secretEmpty')
              : field.kind === 'text'
                ? field.placeholder
                : undefined
          }
          onChange={(event) => change(event.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
