import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/toaster';
import { BATCH_TYPES, batchProblem, type BatchType, type BatchValues } from './batch-set';

interface Props {
  readonly selected: number;
  readonly onApply: (type: BatchType, values: BatchValues) => void;
}

/** Spec 03 §5: sets a fixed price, a ratio, a completion ratio or both ratios on the selected models at once. */
export function BatchSetBar({ selected, onApply }: Props) {
  const { t } = useTranslation('settingsPricing');
  const [type, setType] = useState<BatchType>('ratio');
  const [values, setValues] = useState<BatchValues>({ fill: '', ratio: '', completionRatio: '' });
  const apply = () => {
    const problem = batchProblem(selected, type, values);
    if (problem) {
      notifyError(t(`check.${problem}`));
      return;
    }
    onApply(type, values);
    notifySuccess(t('batch.applied', { count: selected }));
  };
  const input = (key: keyof BatchValues, label: string) => (
    <Input
      size="sm"
      w={{ base: 'full', sm: '36' }}
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      placeholder={label}
      value={values[key]}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setValues((old) => ({ ...old, [key]: text }));
      }}
    />
  );

  return (
    <HStack gap="2" wrap="wrap" p="3" borderWidth="1px" borderRadius="lg" data-testid="pricing-batch">
      <Text fontSize="sm" fontWeight="medium">
        {t('batch.type')}
      </Text>
      <NativeSelect.Root size="sm" w={{ base: 'full', sm: '48' }}>
        <NativeSelect.Field aria-label={t('batch.type')} value={type} onChange={(event) => setType(event.currentTarget.value as BatchType)}>
          {BATCH_TYPES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`batch.types.${choice}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {type === 'bothRatio' ? (
        <>
          {input('ratio', t('batch.ratio'))}
          {input('completionRatio', t('batch.completionRatio'))}
        </>
      ) : (
        input('fill', t('batch.fill'))
      )}
      <Button size="sm" colorPalette="teal" variant="outline" onClick={apply}>
        {t('batch.apply')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('batch.selected', { count: selected })}
      </Text>
    </HStack>
  );
}
