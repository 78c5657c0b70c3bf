import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { bucketLabel, type ChartSeries, type Granularity } from '../dashboard-rules';
import { TableFrame } from '../../../components/table-frame';

interface Props {
  readonly series: ChartSeries;
  readonly granularity: Granularity;
  readonly modelName: (index: number) => string;
  readonly format: (value: number) => string;
}

/** The chart's figures as a table: each bucket with usage, per model and in total (the chart's accessible twin). */
export function UsageTable({ series, granularity, modelName, format }: Props) {
  const { t } = useTranslation('dashboard');
  const shown = series.buckets.map((bucket, i) => ({ bucket, i })).filter(({ i }) => series.totals[i]! > 0);
  return (
    <TableFrame maxH="96">
      <Table.Root size="sm" stickyHeader data-testid="usage-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('table.bucket')}</Table.ColumnHeader>
            {series.models.map((_, m) => (
              <Table.ColumnHeader key={m} textAlign="end">
                {modelName(m)}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="end">{t('table.total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={series.models.length + 2} textAlign="center" color="fg.muted">
                {t('chart.empty')}
              </Table.Cell>
            </Table.Row>
          )}
          {shown.map(({ bucket, i }) => (
            <Table.Row key={bucket}>
              <Table.Cell whiteSpace="nowrap">{bucketLabel(bucket, granularity)}</Table.Cell>
              {series.values.map((row, m) => (
                <Table.Cell key={m} textAlign="end">
                  {format(row[i]!)}
                </Table.Cell>
              ))}
              <Table.Cell textAlign="end" fontWeight="semibold">
                {format(series.totals[i]!)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
