import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/form-dialog';
import { FormField } from '../../../../components/form-field';
import { FormStack } from '../../../../components/form-stack';
import {
  draftOf,
  draftProblems,
  nameProblem,
  rowOfDraft,
  withCompletionPrice,
  withInputPrice,
  withMode,
  withSubMode,
  type DraftField,
  type DraftProblem,
  type PriceDraft,
  type PricingMode,
  type TokenSubMode,
} from './pricing-modes';
import type { PricingRow } from './pricing-rows';

interface Props {
  readonly open: boolean;
  /** The model edited; null adds one. */
  readonly row: PricingRow | null;
  /** Every model's name (a new one must not be among them). */
  readonly names: ReadonlySet<string>;
  readonly onClose: () => void;
  readonly onDone: (row: PricingRow) => void;
}

const FORM_ID = 'model-price-form';

/**
 * Spec 03 §4 and §5: adds or edits one model of the visual editor: per token
 * (by ratio, or by price per 1M tokens, converted as they are typed) or per
 * request (a fixed price, never 0). An existing model's name is fixed.
 */
export function ModelPriceDialog({ open, row, names, onClose, onDone }: Props) {
  const { t } = useTranslation('settingsPricing');
  const [name, setName] = useState('');
  const [draft, setDraft] = useState<PriceDraft>(() => draftOf(null));
  const [errors, setErrors] = useState<Partial<Record<DraftField, DraftProblem>>>({});
  useEffect(() => {
    if (!open) return;
    setName(row?.name ?? '');
    setDraft(draftOf(row));
    setErrors({});
  }, [open, row]);

  const change = (field: DraftField, next: PriceDraft) => {
    setDraft(next);
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const error = (field: DraftField) => {
    const problem = errors[field];
    return problem && t(`check.${problem}`);
  };
  const submit = () => {
    const found = { ...draftProblems(draft) };
    const named = nameProblem(name, names, row !== null);
    if (named) found.name = named;
    setErrors(found);
    if (Object.keys(found).length === 0) onDone(rowOfDraft(row?.name ?? name.trim(), draft));
  };
  const numberInput = (field: 'price' | 'ratio' | 'completionRatio' | 'inputPrice' | 'completionPrice', set: (text: string) => PriceDraft, help?: string) => (
    <FormField label={t(`dialog.${field}`)} error={error(field)} helper={help}>
      <Input name={field} inputMode="decimal" autoComplete="off" value={draft[field]} onChange={(event) => change(field, set(event.currentTarget.value))} />
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={row ? t('dialog.editTitle', { name: row.name }) : t('dialog.addTitle')}
      formId={FORM_ID}
      submitLabel={t('dialog.submit')}
      cancelLabel={t('dialog.cancel')}
      testId="model-price-dialog"
    >
      <FormStack
        id={FORM_ID}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField label={t('dialog.name')} error={error('name')} helper={row ? t('dialog.nameHelp') : undefined} required={!row}>
          <Input
            name="name"
            autoComplete="off"
            value={name}
            disabled={row !== null}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors(({ name: _, ...rest }) => rest);
            }}
          />
        </FormField>
        <Select
          label={t('dialog.mode')}
          value={draft.mode}
          choices={[
            ['perToken', t('mode.perToken')],
            ['perRequest', t('mode.perRequest')],
          ]}
          onChange={(mode) => setDraft(withMode(draft, mode as PricingMode))}
        />
        {draft.mode === 'perRequest' ? (
          numberInput('price', (text) => ({ ...draft, price: text }))
        ) : (
          <Stack gap="4">
            <Select
              label={t('dialog.subMode')}
              value={draft.subMode}
              choices={[
                ['byRatio', t('mode.byRatio')],
                ['byPrice', t('mode.byPrice')],
              ]}
              onChange={(subMode) => setDraft(withSubMode(draft, subMode as TokenSubMode))}
            />
            {draft.subMode === 'byRatio' ? (
              <>
                {numberInput('ratio', (text) => ({ ...draft, ratio: text }), t('dialog.ratioHelp'))}
                {numberInput('completionRatio', (text) => ({ ...draft, completionRatio: text }), t('dialog.completionRatioHelp'))}
              </>
            ) : (
              <>
                {numberInput('inputPrice', (text) => withInputPrice(draft, text))}
                {numberInput('completionPrice', (text) => withCompletionPrice(draft, text))}
                <Text fontSize="sm" color="fg.muted" data-testid="derived-ratios">
                  {t('dialog.derived', {
                    ratio: draft.ratio || t('dialog.unsetValue'),
                    completionRatio: draft.completionRatio || t('dialog.unsetValue'),
                  })}
                </Text>
              </>
            )}
          </Stack>
        )}
      </FormStack>
    </FormDialog>
  );
}

function Select({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: ReadonlyArray<readonly [string, string]>;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {choices.map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
