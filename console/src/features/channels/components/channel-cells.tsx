import { Badge, Portal, Stack, Text, Tooltip, type BadgeProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date-time';
import { autoDisableNote, channelStatusKind, formatBalance, responseTimeColour, secondsOf, STATUS_PALETTE, type ResponseTimeColour } from '../channel-rules';
import { hourWindow, type ChannelHealth } from '../use-channel-health';

/** Chakra has no lime palette: lime is drawn with its own colours (spec 02 §9). */
const COLOUR_STYLE: Record<ResponseTimeColour, BadgeProps> = {
  untested: { colorPalette: 'gray' },
  green: { colorPalette: 'green' },
  lime: { bg: { _light: '#ecfccb', _dark: '#365314' }, color: { _light: '#3f6212', _dark: '#d9f99d' } },
  yellow: { colorPalette: 'yellow' },
  red: { colorPalette: 'red' },
};

function Hint({ label, children }: { label: string | null; children: React.ReactElement }) {
  if (!label) return children;
  return (
    <Tooltip.Root openDelay={150} closeDelay={100}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content whiteSpace="pre-line" maxW="sm">
            {label}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** The status, live from the health read model when it has the channel; a channel disabled automatically explains why and when. */
export function StatusCell({ status, otherInfo, health }: { status: number; otherInfo: string; health: ChannelHealth | undefined }) {
  const { t } = useTranslation('channels');
  const current = health?.status ?? status;
  const kind = channelStatusKind(current);
  const note = autoDisableNote(current, otherInfo, health?.lastAutomaticChange);
  const label = note
    ? [t('status.reason', { reason: note.reason }), note.time !== null ? t('status.time', { time: formatDateTime(note.time) }) : null]
        .filter(Boolean)
        .join('\n')
    : null;
  return (
    <Hint label={label}>
      <Badge
        colorPalette={STATUS_PALETTE[kind]}
        variant="subtle"
        tabIndex={note ? 0 : undefined}
        data-testid="channel-status"
        data-status={current}
        aria-description={label ?? undefined}
      >
        {t(`status.${kind}`)}
      </Badge>
    </Hint>
  );
}

/** The last test's response time, coloured as spec 02 §9 says. */
export function ResponseTimeCell({ ms, testTime }: { ms: number; testTime: number }) {
  const { t } = useTranslation('channels');
  const colour = responseTimeColour(ms);
  return (
    <Hint label={testTime > 0 ? t('responseTime.tested', { time: formatDateTime(testTime) }) : null}>
      <Badge variant="subtle" {...COLOUR_STYLE[colour]} data-testid="channel-response-time" data-colour={colour}>
        {colour === 'untested' ? t('responseTime.untested') : t('responseTime.seconds', { seconds: secondsOf(ms) })}
      </Badge>
    </Hint>
  );
}

/** The last hour's success rate and the last response, from the health read model (live). */
export function HealthCell({ health }: { health: ChannelHealth | undefined }) {
  const { t } = useTranslation('channels');
  const hour = hourWindow(health);
  const rate = hour?.successRate;
  const error = health?.lastError;
  const label = [
    hour ? t('health.window', { successes: hour.successes, failures: hour.failures }) : null,
    error ? t('health.lastError', { time: formatDateTime(Date.parse(error.at) / 1000), message: error.message }) : null,
  ]
    .filter(Boolean)
    .join('\n');
  const palette = rate === null || rate === undefined ? 'gray' : rate >= 0.95 ? 'green' : rate >= 0.8 ? 'yellow' : 'red';
  return (
    <Hint label={label || null}>
      <Stack gap="0.5" data-testid="channel-health" data-requests={hour?.requests ?? 0} tabIndex={label ? 0 : undefined}>
        <Badge colorPalette={palette} variant="subtle" w="fit-content" data-testid="channel-success-rate">
          {rate === null || rate === undefined ? t('health.noRequests') : t('health.rate', { rate: Math.round(rate * 1000) / 10 })}
        </Badge>
        {health?.lastResponseMs !== null && health?.lastResponseMs !== undefined && (
          <Text fontSize="xs" color="fg.muted" data-testid="channel-last-response">
            {t('health.last', { seconds: secondsOf(health.lastResponseMs) })}
          </Text>
        )}
      </Stack>
    </Hint>
  );
}

/** Used quota and the provider balance; clicking the balance reads it again. */
export function BalanceCell({ used, balance, updatedTime, onUpdate }: { used: string; balance: number; updatedTime: number; onUpdate?: () => void }) {
  const { t } = useTranslation('channels');
  return (
    <Stack gap="0.5" fontSize="xs">
      <Text>{t('balance.used', { amount: used })}</Text>
      <Hint label={updatedTime > 0 ? t('balance.updated', { time: formatDateTime(updatedTime) }) : t('balance.update')}>
        <Badge
          as={onUpdate ? 'button' : 'span'}
          variant="outline"
          w="fit-content"
          cursor={onUpdate ? 'pointer' : undefined}
          onClick={onUpdate}
          aria-label={onUpdate ? t('balance.update') : undefined}
          data-testid="channel-balance"
        >
          {formatBalance(balance)}
        </Badge>
      </Hint>
    </Stack>
  );
}
