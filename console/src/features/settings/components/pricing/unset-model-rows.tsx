import { Card, Field, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../../hooks/use-is-mobile';
import type { PricingRow, RowField, RowProblem } from './pricing-rows';
import { TableFrame } from '../../../../components/table-frame';

interface Props {
  readonly rows: readonly PricingRow[];
  readonly problems: Readonly<Record<string, Partial<Record<RowField, RowProblem>>>>;
  readonly onChange: (name: string, field: RowField, text: string) => void;
}

const FIELDS: readonly RowField[] = ['price', 'ratio', 'completionRatio'];

/**
 * Spec 03 §4: the unset models, each with a fixed price, a ratio and a
 * completion ratio to type; a fixed price disables the ratios (only the
 * price is saved). A card each on a phone.
 */
export function UnsetModelRows({ rows, problems, onChange }: Props) {
  const { t } = useTranslation('settingsPricing');
  const isMobile = useIsMobile();
  const input = (row: PricingRow, field: RowField, labelled: boolean) => {
    const problem = problems[row.name]?.[field];
    const disabled = field !== 'price' && row.price.trim() !== '';
    return (
      <Field.Root invalid={Boolean(problem)} disabled={disabled}>
        {labelled && <Field.Label fontSize="xs">{t(`columns.${field}`)}</Field.Label>}
        <Input
          size="sm"
          inputMode="decimal"
          autoComplete="off"
          aria-label={`${row.name} ${t(`columns.${field}`)}`}
          value={row[field]}
          disabled={disabled}
          onChange={(event) => onChange(row.name, field, event.currentTarget.value)}
        />
        {problem && <Field.ErrorText>{t(`check.${problem}`)}</Field.ErrorText>}
      </Field.Root>
    );
  };

  if (isMobile) {
    return (
      <Stack gap="3" data-testid="unset-models-table">
        {rows.map((row) => (
          <Card.Root key={row.name} size="sm" variant="outline" data-testid="unset-model-row" data-name={row.name}>
            <Card.Body gap="3">
              <Text fontWeight="semibold" wordBreak="break-all">
                {row.name}
              </Text>
              <SimpleGrid columns={1} gap="3">
                {FIELDS.map((field) => (
                  <Stack key={field}>{input(row, field, true)}</Stack>
                ))}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }

  return (
    <TableFrame>
      <Table.Root size="sm" data-testid="unset-models-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader minW="48">{t('columns.name')}</Table.ColumnHeader>
            {FIELDS.map((field) => (
              <Table.ColumnHeader key={field} minW="36">
                {t(`columns.${field}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.name} data-testid="unset-model-row" data-name={row.name}>
              <Table.Cell fontWeight="medium" wordBreak="break-all">
                {row.name}
              </Table.Cell>
              {FIELDS.map((field) => (
                <Table.Cell key={field} verticalAlign="top">
                  {input(row, field, false)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
