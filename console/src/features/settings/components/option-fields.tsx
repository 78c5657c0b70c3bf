import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { OptionField } from '../option-field';
import { isOn } from '../option-values';
import type { OptionForm } from '../use-option-form';
import { OptionInput } from './option-input';
import { OptionToggle } from './option-toggle';

/** The fields of a form: toggles first (they save at once), then the inputs in two columns on a wide screen. */
export function OptionFields({ fields, form }: { fields: readonly OptionField[]; form: OptionForm }) {
  const toggles = fields.filter((field) => field.kind === 'toggle');
  const inputs = fields.filter((field): field is Exclude<OptionField, { kind: 'toggle' }> => field.kind !== 'toggle');
  const wide = (field: OptionField) => field.kind === 'json' || field.kind === 'textarea';
  return (
    <Stack gap="4">
      {toggles.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {toggles.map((field) => (
            <OptionToggle
              key={field.key}
              name={field.key}
              label={field.label}
              help={field.help}
              checked={isOn(form.values[field.key])}
              disabled={!form.writable(field.key)}
              onChange={(on) => void form.toggle(field.key, on)}
            />
          ))}
        </SimpleGrid>
      )}
      {inputs.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {inputs.map((field) => (
            <Stack key={field.key} gridColumn={wide(field) ? { md: 'span 2' } : undefined}>
              <OptionInput field={field} form={form} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
