import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { TablePager } from '../../../../components/table-pager';
import { graphql } from '../../../../gql';
import { notifyError } from '../../../../lib/toaster';
import { useSettings } from '../../settings-context';
import {
  changedMaps,
  filledRows,
  firstRowProblem,
  lastPage,
  mapsWithRows,
  pageOfRows,
  rowProblems,
  unsetModels,
  type PricingRow,
  type RowField,
  type RowProblem,
} from './pricing-rows';
import { UnsetModelRows } from './unset-model-rows';
import { usePricingMaps } from './use-pricing-maps';

const Enabled = graphql(`
  query UnsetModels_Enabled {
    enabledModels
  }
`);

const PAGE_SIZE = 10;
const QUIET = { quiet: true };

type Typed = Readonly<Record<string, Omit<PricingRow, 'name'>>>;
const BLANK: Omit<PricingRow, 'name'> = { price: '', ratio: '', completionRatio: '' };

/**
 * Spec 03 §4: the enabled models with neither a fixed price nor a ratio.
 * Each can be given a price or a ratio; the save adds them to the maps (only
 * those that changed), after which they leave the list.
 */
export function UnsetModels() {
  const { t } = useTranslation('settingsPricing');
  const { save } = useSettings();
  const saved = usePricingMaps();
  const context = useMemo(() => QUIET, []);
  const [enabled, refetch] = useQuery({ query: Enabled, context, requestPolicy: 'network-only' });
  const [typed, setTyped] = useState<Typed>({});
  const [problems, setProblems] = useState<Record<string, Partial<Record<RowField, RowProblem>>>>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [saving, setSaving] = useState(false);

  const rows = useMemo<PricingRow[]>(
    () => (saved && enabled.data ? unsetModels(enabled.data.enabledModels, saved).map((name) => ({ name, ...(typed[name] ?? BLANK) })) : []),
    [saved, enabled.data, typed],
  );
  const current = Math.min(page, lastPage(rows.length, pageSize));

  const change = (name: string, field: RowField, text: string) => {
    setTyped((old) => ({ ...old, [name]: { ...(old[name] ?? BLANK), [field]: text } }));
    setProblems(({ [name]: _, ...rest }) => rest);
  };

  const submit = async () => {
    if (!saved) return;
    const filled = filledRows(rows);
    const found: Record<string, Partial<Record<RowField, RowProblem>>> = {};
    for (const row of filled) {
      const rowFound = rowProblems(row, true);
      if (Object.keys(rowFound).length > 0) found[row.name] = rowFound;
    }
    setProblems(found);
    const first = firstRowProblem(filled, true);
    if (first) {
      notifyError(t('check.rowProblem', { name: first.name, problem: t(`check.${first.problem}`) }));
      return;
    }
    setSaving(true);
    try {
      const outcome = await save(changedMaps(saved, mapsWithRows(saved, filled)));
      // Saved models leave the list when the options come back; forget what was typed for them.
      if (outcome.kind === 'saved') setTyped((old) => Object.fromEntries(Object.entries(old).filter(([name]) => !filled.some((row) => row.name === name))));
    } finally {
      setSaving(false);
    }
  };

  if (enabled.error) {
    return (
      <Alert.Root status="error" data-testid="model-pricing-unset">
        <Alert.Indicator />
        <Alert.Title flex="1">{t('unset.failed')}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('unset.retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (!saved) {
    return (
      <Alert.Root status="warning" data-testid="model-pricing-unset">
        <Alert.Indicator />
        <Alert.Title>{t('visual.badMaps')}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!enabled.data) {
    return (
      <HStack gap="2" color="fg.muted" data-testid="model-pricing-unset">
        <Spinner size="sm" />
        <Text>{t('unset.loading')}</Text>
      </HStack>
    );
  }

  return (
    <Stack gap="4" data-testid="model-pricing-unset">
      <Text fontSize="sm" color="fg.muted">
        {t('unset.hint')}
      </Text>
      {rows.length === 0 ? (
        <Text textAlign="center" color="fg.muted" py="8" borderWidth="1px" borderRadius="lg">
          {t('unset.empty')}
        </Text>
      ) : (
        <>
          <UnsetModelRows rows={pageOfRows(rows, current, pageSize)} problems={problems} onChange={change} />
          <TablePager
            page={current}
            pageSize={pageSize}
            total={rows.length}
            onPage={setPage}
            onPageSize={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
          <HStack justify="flex-end">
            <Button colorPalette="teal" loading={saving} onClick={() => void submit()}>
              {t('unset.save')}
            </Button>
          </HStack>
        </>
      )}
    </Stack>
  );
}
