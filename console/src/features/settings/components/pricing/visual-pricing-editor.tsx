import { Alert, Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TablePager } from '../../../../components/table-pager';
import { notifyError } from '../../../../lib/toaster';
import { useSettings } from '../../settings-context';
import { applyBatch, type BatchType, type BatchValues } from './batch-set';
import { BatchSetBar } from './batch-set-bar';
import { ModelPriceDialog } from './model-price-dialog';
import { changedMaps, firstRowProblem, lastPage, mapsOfRows, pageOfRows, rowsOfMaps, searchRows, type PricingRow } from './pricing-rows';
import { PricingTable } from './pricing-table';
import { usePricingMaps } from './use-pricing-maps';

/** Spec 03 §9: the pricing table shows 10 models a page. */
const PRICING_PAGE_SIZE = 10;

/**
 * Spec 03 §2.1, §4 and §5: the visual editor: every model of ModelPrice,
 * ModelRatio and CompletionRatio, searchable and paged, added, edited,
 * deleted and batch-set here, then saved together: only the maps that
 * changed, one call each.
 */
export function VisualPricingEditor() {
  const { t } = useTranslation('settingsPricing');
  const { save } = useSettings();
  const saved = usePricingMaps();
  const [rows, setRows] = useState<PricingRow[]>(() => (saved ? rowsOfMaps(saved) : []));
  const [dirty, setDirty] = useState(false);
  const dirtyRef = useRef(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PRICING_PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The dialog keeps its model while it closes, so its title does not change as it fades.
  const [dialog, setDialog] = useState<{ open: boolean; row: PricingRow | null }>({ open: false, row: null });
  const [saving, setSaving] = useState(false);

  // The saved maps changed (a save here or in the JSON editors): show them, unless there are edits not saved yet.
  useEffect(() => {
    if (saved && !dirtyRef.current) setRows(rowsOfMaps(saved));
  }, [saved]);

  const edit = (next: PricingRow[]) => {
    dirtyRef.current = true;
    setDirty(true);
    setRows(next);
  };
  const names = useMemo(() => new Set(rows.map((row) => row.name)), [rows]);
  const selectedCount = [...selected].filter((name) => names.has(name)).length;
  const found = useMemo(() => searchRows(rows, search), [rows, search]);
  const current = Math.min(page, lastPage(found.length, pageSize));
  const shown = pageOfRows(found, current, pageSize);

  const select = (picked: readonly string[], on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      for (const name of picked)
        if (on) next.add(name);
        else next.delete(name);
      return next;
    });
  const remove = (row: PricingRow) => {
    edit(rows.filter((other) => other.name !== row.name));
    select([row.name], false);
  };
  const done = (row: PricingRow) => {
    const exists = rows.some((other) => other.name === row.name);
    edit(exists ? rows.map((other) => (other.name === row.name ? row : other)) : [row, ...rows]);
    if (!exists) setPage(1);
    setDialog((old) => ({ ...old, open: false }));
  };
  const batch = (type: BatchType, values: BatchValues) => edit(applyBatch(rows, selected, type, values));

  const submit = async () => {
    if (!saved) return;
    const problem = firstRowProblem(rows);
    if (problem) {
      notifyError(t('check.rowProblem', { name: problem.name, problem: t(`check.${problem.problem}`) }));
      return;
    }
    const next = mapsOfRows(rows);
    setSaving(true);
    try {
      const outcome = await save(changedMaps(saved, next));
      if (outcome.kind === 'saved' || outcome.kind === 'unchanged') {
        dirtyRef.current = false;
        setDirty(false);
        setRows(rowsOfMaps(next));
      }
    } finally {
      setSaving(false);
    }
  };

  if (!saved) {
    return (
      <Alert.Root status="warning" data-testid="model-pricing-visual">
        <Alert.Indicator />
        <Alert.Title>{t('visual.badMaps')}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="4" data-testid="model-pricing-visual">
      <Text fontSize="sm" color="fg.muted">
        {t('visual.hint')}
      </Text>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Input
          size="sm"
          w={{ base: 'full', md: '72' }}
          type="search"
          aria-label={t('visual.search')}
          placeholder={t('visual.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
        />
        <HStack gap="2" wrap="wrap">
          {dirty && (
            <Badge colorPalette="orange" variant="subtle">
              {t('visual.unsaved')}
            </Badge>
          )}
          <Button size="sm" variant="outline" onClick={() => setDialog({ open: true, row: null })}>
            {t('visual.add')}
          </Button>
          <Button size="sm" colorPalette="teal" loading={saving} onClick={() => void submit()}>
            {t('visual.save')}
          </Button>
        </HStack>
      </HStack>
      <BatchSetBar selected={selectedCount} onApply={batch} />
      <PricingTable
        rows={shown}
        selected={selected}
        onSelect={select}
        onEdit={(row) => setDialog({ open: true, row })}
        onDelete={remove}
        empty={rows.length === 0 ? t('visual.empty') : t('visual.noMatch')}
      />
      {found.length > 0 && (
        <TablePager
          page={current}
          pageSize={pageSize}
          total={found.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      )}
      <ModelPriceDialog open={dialog.open} row={dialog.row} names={names} onClose={() => setDialog((old) => ({ ...old, open: false }))} onDone={done} />
    </Stack>
  );
}
