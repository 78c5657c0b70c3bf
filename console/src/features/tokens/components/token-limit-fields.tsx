import { Button, Checkbox, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import type { TokenFormValues } from '../validate-token';

export interface GroupOption {
  readonly group: string;
  readonly description: string;
  readonly ratio?: number | null | undefined;
}

interface Props {
  readonly values: TokenFormValues;
  readonly models: readonly string[];
  readonly groups: readonly GroupOption[];
  readonly onChange: (change: Partial<TokenFormValues>) => void;
}

/** Spec 02 §3: model limits (from `myModels`), the IP allow-list (one a line) and the group (from `myGroups`). */
export function TokenLimitFields({ values, models, groups, onChange }: Props) {
  const { t } = useTranslation('tokens');
  const chosen = new Set(values.modelLimits);
  // A stored limit the user can no longer call still shows, so it can be removed.
  const listed = [...new Set([...models, ...values.modelLimits])];
  // A stored group the user no longer has still shows as chosen.
  const groupOptions =
    values.group === '' || groups.some((option) => option.group === values.group) ? groups : [...groups, { group: values.group, description: '' }];
  const toggle = (model: string) =>
    onChange({ modelLimits: chosen.has(model) ? values.modelLimits.filter((name) => name !== model) : [...values.modelLimits, model] });
  return (
    <Stack gap="4">
      <Checkbox.Root checked={values.modelLimitsEnabled} onCheckedChange={(event) => onChange({ modelLimitsEnabled: event.checked === true })}>
        <Checkbox.HiddenInput name="modelLimitsEnabled" />
        <Checkbox.Control />
        <Stack gap="0">
          <Checkbox.Label>{t('form.modelLimits')}</Checkbox.Label>
          <Text fontSize="xs" color="fg.muted">
            {t('form.modelLimitsHelp')}
          </Text>
        </Stack>
      </Checkbox.Root>
      {values.modelLimitsEnabled && (
        <HStack gap="1.5" wrap="wrap" data-testid="token-models">
          {listed.length === 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('form.noModels')}
            </Text>
          )}
          {listed.map((model) => (
            <Button
              key={model}
              size="xs"
              variant={chosen.has(model) ? 'solid' : 'outline'}
              colorPalette={chosen.has(model) ? 'teal' : 'gray'}
              aria-pressed={chosen.has(model)}
              onClick={() => toggle(model)}
            >
              {model}
            </Button>
          ))}
        </HStack>
      )}
      <FormField label={t('form.allowIps')}>
        <Textarea
          name="allowIps"
          rows={3}
          value={values.allowIps}
          onChange={(event) => onChange({ allowIps: event.target.value })}
          placeholder={t('form.allowIpsPlaceholder')}
          fontFamily="mono"
        />
      </FormField>
      <FormField label={t('form.group')}>
        <NativeSelect.Root>
          <NativeSelect.Field name="group" value={values.group} onChange={(event) => onChange({ group: event.currentTarget.value })}>
            <option value="">{t('form.userGroup')}</option>
            {groupOptions.map((option) => (
              <option key={option.group} value={option.group}>
                {option.ratio === null || option.ratio === undefined
                  ? t('form.groupAuto', { group: option.group, description: option.description })
                  : t('form.groupOption', { group: option.group, description: option.description, ratio: option.ratio })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  );
}
