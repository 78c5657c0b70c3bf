import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStack } from '../../../components/form-stack';
import { isOn } from '../option-values';
import type { OptionField } from '../option-field';
import { useOptionForm, type OptionForm, type Prepare } from '../use-option-form';
import { OptionInput } from './option-input';
import { OptionToggle } from './option-toggle';

/** A titled card of the settings screen. */
export function SettingsCard({
  title,
  hint,
  action,
  testId,
  children,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" borderRadius="xl" data-testid={testId}>
      <Card.Header pb="0">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </HStack>
        {hint && (
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        )}
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

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
  const { t } = useTranslation('settings');
  const form = useOptionForm(fields);
  const savable = fields.some((field) => field.kind !== 'toggle');
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
        {savable && (
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="teal" loading={form.saving}>
              {t('save.button', { section: title })}
            </Button>
          </HStack>
        )}
      </FormStack>
    </SettingsCard>
  );
}
