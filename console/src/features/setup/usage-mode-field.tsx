import { Fieldset, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UsageModeHelp } from './usage-mode-help';
import { USAGE_MODES, type UsageMode } from './validate-setup';

/** The usage-mode radio group of the setup wizard. */
export function UsageModeField({ value, onChange }: { value: UsageMode; onChange: (mode: UsageMode) => void }) {
  const { t } = useTranslation('setup');
  return (
    <Fieldset.Root>
      <HStack justify="space-between">
        <Fieldset.Legend fontWeight="medium">{t('mode.label')}</Fieldset.Legend>
        <UsageModeHelp />
      </HStack>
      <RadioGroup.Root value={value} onValueChange={(event) => onChange(event.value as UsageMode)} colorPalette="teal">
        <Stack gap="3">
          {USAGE_MODES.map((mode) => (
            <RadioGroup.Item key={mode} value={mode} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator mt="0.5" />
              <Stack gap="0">
                <RadioGroup.ItemText fontWeight="medium">{t(`mode.${mode}`)}</RadioGroup.ItemText>
                <Text fontSize="sm" color="fg.muted">
                  {t(`mode.${mode}Short`)}
                </Text>
              </Stack>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}
