import { Alert, Checkbox, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { XUNFEI_TYPE, type ChannelFormValues } from '../channel-form';
import { ModelsField } from './models-field';

export type FieldErrors = Partial<Record<'name' | 'key' | 'models' | 'modelMapping', string>>;

interface Props {
  readonly mode: 'create' | 'edit';
  readonly channelId: number | null;
  readonly values: ChannelFormValues;
  readonly onChange: (change: Partial<ChannelFormValues>) => void;
  /** `relayed`: whether the relay can call this type's channels today. */
  readonly types: ReadonlyArray<{ id: number; name: string; defaultBaseUrl?: string | null | undefined; relayed: boolean }>;
  readonly groups: readonly string[];
  readonly errors: FieldErrors;
  readonly onBaseUrlBlur: () => void;
}

/** Every field of a channel (spec 02 §3), in three sections. */
export function ChannelFormFields({ mode, channelId, values, onChange, types, groups, errors, onBaseUrlBlur }: Props) {
  const { t } = useTranslation('channels');
  const type = types.find((entry) => entry.id === values.type);
  const text = (name: 'tag' | 'testModel' | 'openaiOrganization' | 'other', label: string, helper?: string) => (
    <FormField label={label} helper={helper}>
      <Input name={name} value={values[name]} onChange={(event) => onChange({ [name]: event.currentTarget.value })} />
    </FormField>
  );
  const json = (name: 'modelMapping' | 'statusCodeMapping' | 'setting' | 'paramOverride', label: string, helper: string, error?: string) => (
    <FormField label={label} helper={helper} error={error}>
      <Textarea
        name={name}
        rows={3}
        fontFamily="mono"
        fontSize="sm"
        value={values[name]}
        onChange={(event) => onChange({ [name]: event.currentTarget.value })}
      />
    </FormField>
  );
  const toggleGroup = (group: string, on: boolean) => onChange({ groups: on ? [...values.groups, group] : values.groups.filter((g) => g !== group) });

  return (
    <Stack gap="5">
      <Heading size="sm">{t('drawer.basics')}</Heading>
      <FormField label={t('fields.type')}>
        <NativeSelect.Root>
          <NativeSelect.Field name="type" value={String(values.type)} onChange={(event) => onChange({ type: Number(event.currentTarget.value) })}>
            {types
              .filter((entry) => entry.id !== 0)
              .map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {type !== undefined && !type.relayed && (
        <Alert.Root status="warning" size="sm" data-testid="channel-type-not-relayed">
          <Alert.Indicator />
          <Alert.Description>{t('fields.typeNotRelayed', { name: type.name })}</Alert.Description>
        </Alert.Root>
      )}
      <FormField label={t('fields.name')} error={errors.name} required>
        <Input name="name" value={values.name} placeholder={t('fields.namePlaceholder')} onChange={(event) => onChange({ name: event.currentTarget.value })} />
      </FormField>
      <FormField
        label={t('fields.baseUrl')}
        helper={type?.defaultBaseUrl ? t('fields.baseUrlDefault', { url: type.defaultBaseUrl }) : t('fields.baseUrlRequired')}
      >
        <Input
          name="baseUrl"
          value={values.baseUrl}
          placeholder={type?.defaultBaseUrl ?? 'https://'}
          onChange={(event) => onChange({ baseUrl: event.currentTarget.value })}
          onBlur={onBaseUrlBlur}
        />
      </FormField>
      <FormField label={t('fields.key')} error={errors.key} helper={mode === 'edit' ? t('fields.keyEditHelp') : undefined} required={mode === 'create'}>
        <Textarea
          name="key"
          rows={values.batch ? 4 : 2}
          fontFamily="mono"
          fontSize="sm"
          autoComplete="off"
          value={values.key}
          placeholder={values.batch ? t('fields.keyBatchPlaceholder') : t('fields.keyPlaceholder')}
          onChange={(event) => onChange({ key: event.currentTarget.value })}
        />
      </FormField>
      {mode === 'create' && (
        <Checkbox.Root checked={values.batch} onCheckedChange={(event) => onChange({ batch: event.checked === true })} size="sm">
          <Checkbox.HiddenInput name="batch" />
          <Checkbox.Control />
          <Checkbox.Label>{t('fields.batch')}</Checkbox.Label>
        </Checkbox.Root>
      )}
      {text('other', t('fields.other'), values.type === XUNFEI_TYPE ? t('fields.otherXunfei') : t('fields.otherHelp'))}
      {values.type === 1 && text('openaiOrganization', t('fields.organization'))}

      <Heading size="sm" pt="2">
        {t('drawer.modelsSection')}
      </Heading>
      <ModelsField
        models={values.models}
        onChange={(models) => onChange({ models })}
        upstream={{ type: values.type, key: values.key, baseUrl: values.baseUrl, channelId }}
        error={errors.models}
      />
      <FormField label={t('fields.groups')}>
        <Wrap gap="4" data-testid="channel-groups">
          {[...new Set([...groups, ...values.groups])].map((group) => (
            <HStack as="label" key={group} gap="1.5" cursor="pointer">
              <input
                type="checkbox"
                name="groups"
                value={group}
                checked={values.groups.includes(group)}
                onChange={(event) => toggleGroup(group, event.currentTarget.checked)}
                style={{ accentColor: 'var(--chakra-colors-teal-solid)', width: '1rem', height: '1rem' }}
              />
              {group}
            </HStack>
          ))}
        </Wrap>
      </FormField>
      {json('modelMapping', t('fields.modelMapping'), t('fields.modelMappingHelp'), errors.modelMapping)}
      {text('testModel', t('fields.testModel'), t('fields.testModelHelp'))}

      <Heading size="sm" pt="2">
        {t('drawer.advanced')}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <FormField label={t('fields.priority')}>
          <Input name="priority" type="number" step={1} value={values.priority} onChange={(event) => onChange({ priority: event.currentTarget.value })} />
        </FormField>
        <FormField label={t('fields.weight')}>
          <Input name="weight" type="number" min={0} step={1} value={values.weight} onChange={(event) => onChange({ weight: event.currentTarget.value })} />
        </FormField>
        <FormField label={t('fields.maxInputTokens')} helper={t('fields.maxInputTokensHelp')}>
          <Input
            name="maxInputTokens"
            type="number"
            min={0}
            step={1}
            value={values.maxInputTokens}
            onChange={(event) => onChange({ maxInputTokens: event.currentTarget.value })}
          />
        </FormField>
      </SimpleGrid>
      {text('tag', t('fields.tag'))}
      <Checkbox.Root checked={values.autoBan} onCheckedChange={(event) => onChange({ autoBan: event.checked === true })} size="sm">
        <Checkbox.HiddenInput name="autoBan" />
        <Checkbox.Control />
        <Checkbox.Label>{t('fields.autoBan')}</Checkbox.Label>
      </Checkbox.Root>
      {json('statusCodeMapping', t('fields.statusCodeMapping'), t('fields.statusCodeMappingHelp'))}
      {json('setting', t('fields.setting'), t('fields.settingHelp'))}
      {json('paramOverride', t('fields.paramOverride'), t('fields.paramOverrideHelp'))}
    </Stack>
  );
}
