import { Badge, Button, Card, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import { usdText } from './pricing-numbers';
import { derivedPrices, isPerRequest, type PricingRow } from './pricing-rows';
import { RatioTag } from './ratio-tag';
import { TableFrame } from '../../../../components/table-frame';

interface Props {
  readonly rows: readonly PricingRow[];
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (names: readonly string[], on: boolean) => void;
  readonly onEdit: (row: PricingRow) => void;
  readonly onDelete: (row: PricingRow) => void;
  /** Shown instead of the table when there are no rows. */
  readonly empty: string;
}

const CHECKBOX_STYLE = { accentColor: 'var(--chakra-colors-teal-solid)', width: '1rem', height: '1rem' };

/** Spec 03 §2.1 and §9: one page of the visual editor's models, with their derived prices per 1M tokens; a card each on a phone. */
export function PricingTable({ rows, selected, onSelect, onEdit, onDelete, empty }: Props) {
  const { t } = useTranslation('settingsPricing');
  const isMobile = useIsMobile();
  if (rows.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted" py="8" borderWidth="1px" borderRadius="lg" data-testid="pricing-table">
        {empty}
      </Text>
    );
  }
  const pageSelected = rows.every((row) => selected.has(row.name));
  const check = (row: PricingRow) => (
    <input
      type="checkbox"
      aria-label={t('columns.select')}
      checked={selected.has(row.name)}
      onChange={(event) => onSelect([row.name], event.currentTarget.checked)}
      style={CHECKBOX_STYLE}
    />
  );
  const mode = (row: PricingRow) => (
    <Badge variant="outline" colorPalette={isPerRequest(row) ? 'purple' : 'gray'}>
      {t(isPerRequest(row) ? 'mode.perRequest' : 'mode.perToken')}
    </Badge>
  );
  const price = (row: PricingRow) => (isPerRequest(row) ? t('visual.perRequestPrice', { price: row.price.trim() }) : '—');
  const actions = (row: PricingRow) => (
    <HStack gap="2">
      <Button size="xs" variant="outline" onClick={() => onEdit(row)}>
        {t('visual.edit')}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(row)}>
        {t('visual.delete')}
      </Button>
    </HStack>
  );

  if (isMobile) {
    return (
      <Stack gap="3" data-testid="pricing-table">
        {rows.map((row) => {
          const derived = derivedPrices(row);
          return (
            <Card.Root key={row.name} size="sm" variant="outline" data-testid="pricing-row" data-name={row.name}>
              <Card.Body gap="3">
                <HStack justify="space-between" gap="3">
                  <HStack gap="2" minW="0">
                    {check(row)}
                    <Text fontWeight="semibold" truncate>
                      {row.name}
                    </Text>
                  </HStack>
                  {mode(row)}
                </HStack>
                <SimpleGrid columns={2} gap="2" fontSize="sm">
                  <Labelled label={t('columns.price')}>{price(row)}</Labelled>
                  <Labelled label={t('columns.ratio')}>
                    <RatioTag text={isPerRequest(row) ? '' : row.ratio} />
                  </Labelled>
                  <Labelled label={t('columns.completionRatio')}>
                    <RatioTag text={isPerRequest(row) ? '' : row.completionRatio} />
                  </Labelled>
                  <Labelled label={t('columns.inputPrice')}>{usdText(derived.input) || '—'}</Labelled>
                  <Labelled label={t('columns.completionPrice')}>{usdText(derived.completion) || '—'}</Labelled>
                </SimpleGrid>
                {actions(row)}
              </Card.Body>
            </Card.Root>
          );
        })}
      </Stack>
    );
  }

  return (
    <TableFrame>
      <Table.Root size="sm" data-testid="pricing-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">
              <input
                type="checkbox"
                aria-label={t('columns.selectPage')}
                checked={pageSelected}
                onChange={(event) =>
                  onSelect(
                    rows.map((row) => row.name),
                    event.currentTarget.checked,
                  )
                }
                style={CHECKBOX_STYLE}
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader minW="48">{t('columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.mode')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="28">{t('columns.price')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.ratio')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.completionRatio')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.inputPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.completionPrice')}</Table.ColumnHeader>
            <Table.ColumnHeader minW="36">{t('columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const derived = derivedPrices(row);
            return (
              <Table.Row key={row.name} data-testid="pricing-row" data-name={row.name}>
                <Table.Cell>{check(row)}</Table.Cell>
                <Table.Cell fontWeight="medium" wordBreak="break-all">
                  {row.name}
                </Table.Cell>
                <Table.Cell>{mode(row)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{price(row)}</Table.Cell>
                <Table.Cell>
                  <RatioTag text={isPerRequest(row) ? '' : row.ratio} />
                </Table.Cell>
                <Table.Cell>
                  <RatioTag text={isPerRequest(row) ? '' : row.completionRatio} />
                </Table.Cell>
                <Table.Cell data-testid="input-price">{usdText(derived.input) || '—'}</Table.Cell>
                <Table.Cell data-testid="completion-price">{usdText(derived.completion) || '—'}</Table.Cell>
                <Table.Cell>{actions(row)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <HStack>{children}</HStack>
    </Stack>
  );
}
