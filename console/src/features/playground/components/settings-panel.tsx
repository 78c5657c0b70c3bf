import { Field, Input, NativeSelect, Slider, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { clampTemperature, parseMaxTokens, TEMPERATURE, type PlaygroundSettings } from '../chat-messages';

export interface GroupChoice {
  readonly group: string;
  readonly ratio: number | null;
}

interface Props {
  readonly settings: PlaygroundSettings;
  readonly groups: readonly GroupChoice[];
  readonly models: readonly string[];
  readonly onChange: (change: Partial<PlaygroundSettings>) => void;
}

/** The sidebar: group, model, temperature, max tokens and system prompt. */
export function SettingsPanel({ settings, groups, models, onChange }: Props) {
  const { t } = useTranslation('playground');
  return (
    <Stack gap="4" data-testid="playground-settings">
      <Field.Root>
        <Field.Label>{t('settings.group')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={t('settings.group')} value={settings.group} onChange={(event) => onChange({ group: event.currentTarget.value })}>
            {groups.map((choice) => (
              <option key={choice.group} value={choice.group}>
                {choice.ratio === null
                  ? t('settings.groupAuto', { group: choice.group })
                  : t('settings.groupOption', { group: choice.group, ratio: choice.ratio })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={models.length === 0}>
        <Field.Label>{t('settings.model')}</Field.Label>
        <NativeSelect.Root size="sm" disabled={models.length === 0}>
          <NativeSelect.Field aria-label={t('settings.model')} value={settings.model} onChange={(event) => onChange({ model: event.currentTarget.value })}>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {models.length === 0 && <Field.ErrorText>{t('settings.noModels')}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Slider.Root
          size="sm"
          min={TEMPERATURE.min}
          max={TEMPERATURE.max}
          step={TEMPERATURE.step}
          value={[Math.max(TEMPERATURE.min, settings.temperature)]}
          onValueChange={(details) => onChange({ temperature: clampTemperature(details.value[0] ?? TEMPERATURE.min) })}
          colorPalette="teal"
          width="full"
        >
          <Slider.Label>
            <Text as="span" data-testid="playground-temperature">
              {t('settings.temperature', { value: settings.temperature })}
            </Text>
          </Slider.Label>
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
        <Field.HelperText>{t('settings.temperatureHint')}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('settings.maxTokens')}</Field.Label>
        <Input
          size="sm"
          type="number"
          min={0}
          step={1}
          value={String(settings.maxTokens)}
          onChange={(event) => onChange({ maxTokens: parseMaxTokens(event.currentTarget.value) })}
        />
        <Field.HelperText>{t('settings.maxTokensHint')}</Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('settings.systemPrompt')}</Field.Label>
        <Textarea size="sm" rows={5} value={settings.systemPrompt} onChange={(event) => onChange({ systemPrompt: event.currentTarget.value })} />
      </Field.Root>
    </Stack>
  );
}
