import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useSessionUser } from '../../hooks/use-session-user';
import { useStatus } from '../../hooks/use-status';
import { formatDateTime } from '../../lib/format-date-time';
import { DEFAULT_QUOTA_PER_UNIT, formatQuota } from '../../lib/format-quota';
import { isAdmin } from '../../lib/roles';
import { ChoiceButtons } from './components/choice-buttons';
import { RangeForm, type RangeChoice } from './components/range-form';
import { UsageChart } from './components/usage-chart';
import { UsageStats } from './components/usage-stats';
import { UsageTable } from './components/usage-table';
import { axisDigits, bucketsOf, buildSeries, compactNumber, GRANULARITIES, METRICS, metricOf, type Granularity, type Metric } from './dashboard-rules';
import './dashboard-strings';
import { toInputTime } from './input-time';
import { useUsageRefresh } from './use-usage-refresh';
import { ScreenTitle } from '../../components/screen-title';

const Usage = graphql(`
  query DashboardScreen_Usage($admin: Boolean!, $granularity: DashboardGranularity, $start: Int, $end: Int, $username: String) {
    dashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end, username: $username) @include(if: $admin) {
      ...DashboardScreen_Fields
    }
    myDashboard(granularity: $granularity, startTimestamp: $start, endTimestamp: $end) @skip(if: $admin) {
      ...DashboardScreen_Fields
    }
  }
  fragment DashboardScreen_Fields on Dashboard {
    enabled
    granularity
    start
    end
    refreshMinutes
    usage {
      bucket
      modelName
      quota
      promptTokens
      completionTokens
      requests
    }
  }
`);

/**
 * /detail (issue 18 item 10): usage per model over time, as quota, tokens or
 * requests, by hour, day or week; admins every user's or one user's. The
 * first read takes the server's defaults (the granularity DataExportDefaultTime,
 * the granularity's default range); it reads again as usage arrives.
 */
export function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const admin = isAdmin(useSessionUser()?.role);
  const { status } = useStatus();
  const display = { quotaPerUnit: status?.quotaPerUnit ?? DEFAULT_QUOTA_PER_UNIT, displayInCurrency: status?.displayInCurrency ?? true };
  const [chosenGranularity, setGranularity] = useState<Granularity | null>(null);
  const [range, setRange] = useState<RangeChoice | null>(null);
  const [metric, setMetric] = useState<Metric>('quota');
  const [asTable, setAsTable] = useState(false);
  const variables = {
    admin,
    granularity: chosenGranularity,
    start: range ? Math.floor(range.start / 1000) : null,
    end: range ? Math.floor(range.end / 1000) : null,
    username: admin && range?.username ? range.username : null,
  };
  const [result, reexecute] = useQuery({ query: Usage, variables, requestPolicy: 'cache-and-network' });
  const answer = result.data?.dashboard ?? result.data?.myDashboard;
  const granularity = chosenGranularity ?? answer?.granularity ?? 'day';
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useUsageRefresh(admin, answer?.refreshMinutes ?? 0, refresh);

  const start = answer ? Date.parse(answer.start) : 0;
  const end = answer ? Date.parse(answer.end) : 0;
  const usage = useMemo(() => answer?.usage ?? [], [answer]);
  const series = useMemo(
    () => buildSeries(usage, metric, answer ? bucketsOf(start, end, granularity) : [], granularity),
    [usage, metric, answer, start, end, granularity],
  );
  const totals = useMemo(
    () => Object.fromEntries(METRICS.map((m) => [m, usage.reduce((sum, point) => sum + metricOf(point, m), 0)])) as Record<Metric, number>,
    [usage],
  );
  const format = (m: Metric, value: number) =>
    m === 'quota' ? formatQuota(value, display, value !== 0 && value < display.quotaPerUnit ? 4 : 2) : value.toLocaleString('en-US');
  const formatAxis = (value: number, step: number) =>
    metric === 'quota' && display.displayInCurrency ? formatQuota(value, display, axisDigits(step / display.quotaPerUnit)) : compactNumber(value);
  const modelName = (index: number) =>
    series.hasOthers && index === series.models.length - 1 ? t('chart.others') : series.models[index] || t('chart.unnamed');

  return (
    <Stack gap="4" maxW="full" mx="auto">
      <ScreenTitle title={t('title')} subtitle={admin ? t('subtitleAdmin') : t('subtitle')} />
      {answer && !answer.enabled && (
        <Alert.Root status="warning" data-testid="dashboard-off">
          <Alert.Indicator />
          <Alert.Description>{t('off')}</Alert.Description>
        </Alert.Root>
      )}
      {answer && (
        <RangeForm
          key={`${toInputTime(start)}|${toInputTime(end)}|${range?.username ?? ''}`}
          start={start}
          end={end}
          username={range?.username ?? ''}
          admin={admin}
          onApply={setRange}
          onReset={() => setRange(null)}
        />
      )}
      <UsageStats totals={totals} format={format} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="3" wrap="wrap">
          <ChoiceButtons
            label={t('metrics.label')}
            options={METRICS}
            value={metric}
            text={(m) => t(`metrics.${m}`)}
            onChange={setMetric}
            testId="dashboard-metric"
          />
          <ChoiceButtons
            label={t('granularity.label')}
            options={GRANULARITIES}
            value={granularity}
            text={(g) => t(`granularity.${g}`)}
            onChange={(g) => {
              setGranularity(g);
              // A range the reader chose is kept; the server's default one follows the granularity.
            }}
            testId="dashboard-granularity"
          />
        </HStack>
        <HStack gap="3">
          <Text fontSize="sm" color="green.fg" data-testid="dashboard-live">
            ● {t('live')}
          </Text>
          <Button size="sm" variant="outline" onClick={() => setAsTable(!asTable)} aria-pressed={asTable} data-testid="dashboard-as-table">
            {asTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        </HStack>
      </HStack>
      <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '2', md: '4' }} data-testid="dashboard-chart" data-granularity={granularity}>
        {asTable ? (
          <UsageTable series={series} granularity={granularity} modelName={modelName} format={(value) => format(metric, value)} />
        ) : (
          <UsageChart
            series={series}
            granularity={granularity}
            title={t('chart.title', {
              metric: t(`metrics.${metric}`),
              granularity: t(`granularity.${granularity}`),
              start: answer ? formatDateTime(start / 1000) : '',
              end: answer ? formatDateTime(end / 1000) : '',
            })}
            modelName={modelName}
            format={(value) => format(metric, value)}
            formatAxis={formatAxis}
          />
        )}
      </Box>
    </Stack>
  );
}
