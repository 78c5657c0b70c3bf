import { Box, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { axisLabel, bucketLabel, niceScale, type ChartSeries, type Granularity } from '../dashboard-rules';
import { useWidth } from '../use-width';

/** The palettes the series take in turn; "others" is always grey. Semantic `solid` colours, legible in both themes. */
export const SERIES_PALETTES = ['blue', 'teal', 'orange', 'purple', 'pink', 'cyan'] as const;

export const seriesColour = (index: number, others: boolean): string =>
  `var(--chakra-colors-${others ? 'gray' : SERIES_PALETTES[index % SERIES_PALETTES.length]}-solid)`;

const HEIGHT = 280;
const RIGHT = 12;
const TOP = 12;
const BOTTOM = 36;

interface Props {
  readonly series: ChartSeries;
  readonly granularity: Granularity;
  /** The chart's name for assistive technology. */
  readonly title: string;
  readonly modelName: (index: number) => string;
  readonly format: (value: number) => string;
  /** Shorter figures for the axis, knowing the step between two ticks. */
  readonly formatAxis: (value: number, step: number) => string;
}

/**
 * Usage over time as stacked bars, one colour per model, drawn as plain SVG
 * (no chart library). Each bar segment names its bucket, model and figure in
 * a tooltip; the same figures are in the table beside it for screen readers.
 */
export function UsageChart({ series, granularity, title, modelName, format, formatAxis }: Props) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const [box, width] = useWidth<HTMLDivElement>(800);
  const { top, ticks } = niceScale(Math.max(0, ...series.totals));
  const step = ticks[1] ?? 1;
  // Room on the left for the longest figure of the axis (about 6.5 px a character at 11 px).
  const LEFT = 12 + Math.ceil(Math.max(...ticks.map((tick) => formatAxis(tick, step).length)) * 6.5);
  const plotWidth = width - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = plotWidth / Math.max(1, series.buckets.length);
  const barWidth = Math.max(1, Math.min(48, slot * 0.7));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  // Room for a label every 90 px; a label near an edge is kept inside the chart.
  const labelEvery = Math.max(1, Math.ceil(series.buckets.length / Math.max(1, Math.floor(plotWidth / 90))));
  const labelX = (i: number) => Math.min(width - RIGHT - 36, Math.max(LEFT + 36, LEFT + i * slot + slot / 2));
  const last = series.models.length - 1;
  return (
    <Box ref={box}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        data-testid="usage-chart"
        data-top={top}
        style={{ display: 'block' }}
      >
        <title id={titleId}>{title}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={width - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--chakra-colors-border)"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text
              x={LEFT - 8}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              style={{ fontSize: 11 }}
              fill="var(--chakra-colors-fg-muted)"
              data-testid="chart-tick"
            >
              {formatAxis(tick, step)}
            </text>
          </g>
        ))}
        {series.models.length === 0 && (
          <text
            x={LEFT + plotWidth / 2}
            y={TOP + plotHeight / 2}
            textAnchor="middle"
            style={{ fontSize: 14 }}
            fill="var(--chakra-colors-fg-muted)"
            data-testid="chart-empty"
          >
            {t('chart.empty')}
          </text>
        )}
        {series.buckets.map((bucket, i) => {
          const x = LEFT + i * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={bucket} data-testid="chart-bar" data-total={series.totals[i]}>
              {series.values.map((row, m) => {
                const value = row[i]!;
                if (value <= 0) return null;
                const from = base;
                base += value;
                return (
                  <rect
                    key={m}
                    x={x}
                    y={y(base)}
                    width={barWidth}
                    height={Math.max(0.5, y(from) - y(base))}
                    fill={seriesColour(m, series.hasOthers && m === last)}
                  >
                    <title>{`${bucketLabel(bucket, granularity)} · ${modelName(m)}: ${format(value)}`}</title>
                  </rect>
                );
              })}
              {i % labelEvery === 0 && (
                <text x={labelX(i)} y={HEIGHT - BOTTOM + 16} textAnchor="middle" style={{ fontSize: 11 }} fill="var(--chakra-colors-fg-muted)">
                  {axisLabel(bucket, granularity, i === 0 ? null : (series.buckets[i - labelEvery] ?? null))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <HStack gap="4" wrap="wrap" mt="2" data-testid="chart-legend">
        {series.models.map((_, m) => (
          <HStack key={m} gap="1.5" fontSize="sm">
            <Box w="3" h="3" borderRadius="sm" flexShrink={0} style={{ background: seriesColour(m, series.hasOthers && m === last) }} />
            <Text>{modelName(m)}</Text>
          </HStack>
        ))}
      </HStack>
    </Box>
  );
}
