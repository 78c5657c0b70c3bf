import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { billingTypeOf, usableIn, type ExtraRatios, type PriceDisplay, type PricedModel } from '../pricing-rules';
import { ModelPrice } from './model-price';
import { RatioTags } from './ratio-tags';
import { SelectBox } from './select-box';
import { UsableMark } from './usable-mark';
import { TableFrame } from '../../../components/table-frame';

export interface PricingListProps {
  readonly rows: ReadonlyArray<PricedModel & ExtraRatios>;
  readonly viewed: string;
  readonly groupRatio: number;
  readonly display: PriceDisplay;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (next: ReadonlySet<string>) => void;
}

/** Toggles one name in a selection. */
export function toggled(selected: ReadonlySet<string>, name: string, on: boolean): ReadonlySet<string> {
  const next = new Set(selected);
  if (on) next.add(name);
  else next.delete(name);
  return next;
}

/** The pricing table on a wide screen. */
export function PricingTable({ rows, viewed, groupRatio, display, selected, onSelect }: PricingListProps) {
  const { t } = useTranslation('pricing');
  const chosen = rows.filter((row) => selected.has(row.modelName)).length;
  const all = chosen > 0 && chosen === rows.length ? true : chosen > 0 ? 'indeterminate' : false;
  const selectAll = (on: boolean) => onSelect(on ? new Set(rows.map((row) => row.modelName)) : new Set());
  return (
    <TableFrame>
      <Table.Root size="sm" data-testid="pricing-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10" px="3">
              <SelectBox label={t('selectAll')} checked={all} onChange={selectAll} />
            </Table.ColumnHeader>
            <Table.ColumnHeader px="2">{t('columns.usable')}</Table.ColumnHeader>
            <Table.ColumnHeader px="2">{t('columns.model')}</Table.ColumnHeader>
            <Table.ColumnHeader px="2">{t('columns.billing')}</Table.ColumnHeader>
            <Table.ColumnHeader px="2">{t('columns.groups')}</Table.ColumnHeader>
            <Table.ColumnHeader px="2">{t('columns.ratios')}</Table.ColumnHeader>
            <Table.ColumnHeader px="2">{t('columns.price')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={7} textAlign="center" color="fg.muted" py="10">
                {t('empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => (
            <Table.Row key={row.modelName} data-testid="pricing-row" data-model={row.modelName}>
              <Table.Cell px="3">
                <SelectBox
                  label={t('selectModel', { model: row.modelName })}
                  checked={selected.has(row.modelName)}
                  onChange={(on) => onSelect(toggled(selected, row.modelName, on))}
                />
              </Table.Cell>
              <Table.Cell px="2" textAlign="center">
                <UsableMark usable={usableIn(row, viewed)} />
              </Table.Cell>
              <Table.Cell px="2">
                <Text fontFamily="mono" fontSize="sm">
                  {row.modelName}
                </Text>
              </Table.Cell>
              <Table.Cell px="2">
                <Badge size="sm" variant="outline" colorPalette={billingTypeOf(row.quotaType) === 'call' ? 'purple' : 'teal'} data-testid="pricing-billing">
                  {t(`billing.${billingTypeOf(row.quotaType)}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell px="2">
                <HStack gap="1" wrap="wrap">
                  {row.enableGroups.map((group) => (
                    <Badge key={group} size="sm" variant={group === viewed ? 'solid' : 'subtle'} colorPalette="gray">
                      {group}
                    </Badge>
                  ))}
                </HStack>
              </Table.Cell>
              <Table.Cell px="2">
                <RatioTags model={row} groupRatio={groupRatio} />
              </Table.Cell>
              <Table.Cell px="2">
                <ModelPrice model={row} groupRatio={groupRatio} display={display} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
