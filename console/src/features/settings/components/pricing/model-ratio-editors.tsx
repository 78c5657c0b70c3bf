import { Box, Button, HStack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormStack } from '../../../../components/form-stack';
import { graphql } from '../../../../gql';
import { notifySuccess } from '../../../../lib/toaster';
import type { OptionField } from '../../option-field';
import { useSettings } from '../../settings-context';
import { useOptionForm } from '../../use-option-form';
import { OptionFields } from '../option-fields';

const Reset = graphql(`
  mutation ModelRatioEditors_Reset {
    resetModelRatio {
      key
      value
    }
  }
`);

/** Every price map of the option catalogue, as the JSON editors show them: per model, then the tool calls' prices. */
const PRICE_MAP_KEYS = ['ModelPrice', 'ModelRatio', 'CacheRatio', 'CreateCacheRatio', 'CompletionRatio', 'ImageRatio', 'tool_price_setting.prices'] as const;

/** A key's labels in the locale files, where a dot would read as nesting. */
const labelKey = <K extends (typeof PRICE_MAP_KEYS)[number]>(key: K) =>
  (key === 'tool_price_setting.prices' ? 'tool_price_setting_prices' : key) as Exclude<K, 'tool_price_setting.prices'> | 'tool_price_setting_prices';

/**
 * Spec 03 §2.1 and §5: the model ratio settings: a JSON editor per price map
 * (checked as it loses focus: 'not a valid JSON string'), one save for the
 * group (only the maps that changed), and the reset of the model ratios to
 * the built-in defaults after asking.
 */
export function ModelRatioEditors() {
  const { t } = useTranslation('settingsPricing');
  const { reload } = useSettings();
  const fields = useMemo<OptionField[]>(
    () => PRICE_MAP_KEYS.map((key) => ({ key, kind: 'json', rows: 8, label: t(`json.fields.${labelKey(key)}`), help: t(`json.fields.${labelKey(key)}Help`) })),
    [t],
  );
  const form = useOptionForm(fields);
  const [asking, setAsking] = useState(false);
  const [resetting, reset] = useMutation(Reset);

  const confirmReset = async () => {
    setAsking(false);
    const answer = await reset({});
    if (answer.error) return;
    notifySuccess(t('json.resetDone'));
    reload();
  };

  return (
    <Box data-testid="model-pricing-json">
      <FormStack
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <OptionFields fields={fields} form={form} />
        <HStack justify="flex-end" gap="3" wrap="wrap">
          <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)} loading={resetting.fetching} disabled={!form.writable('ModelRatio')}>
            {t('json.reset')}
          </Button>
          <Button type="submit" colorPalette="teal" loading={form.saving}>
            {t('json.save')}
          </Button>
        </HStack>
        <ConfirmDialog
          open={asking}
          title={t('json.resetTitle')}
          message={t('json.resetMessage')}
          confirmLabel={t('json.resetConfirm')}
          cancelLabel={t('dialog.cancel')}
          onConfirm={() => void confirmReset()}
          onCancel={() => setAsking(false)}
        />
      </FormStack>
    </Box>
  );
}
