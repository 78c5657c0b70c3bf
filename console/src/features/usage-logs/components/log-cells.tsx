import { Badge, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { channelsTried, firstTokenMs, parseOther } from '../charge-breakdown';
import type { LogRow } from '../log-row';
import { firstTokenColour, LOG_TYPE_COLOURS, logTypeKey, secondsText, spentTimeColour } from '../log-rules';

/** The type tag: top-up, consumption, management, system, error, or unknown. */
export function TypeTag({ type }: { type: number }) {
  const { t } = useTranslation('logs');
  const key = logTypeKey(type);
  return (
    <Badge colorPalette={LOG_TYPE_COLOURS[key]} variant="subtle" data-testid="log-type">
      {t(`types.${key}`)}
    </Badge>
  );
}

/** Use time, stream or not, and the first-token time, coloured as spec 02 §9 says. */
export function TimeTags({ row }: { row: LogRow }) {
  const { t } = useTranslation('logs');
  const frt = firstTokenMs(parseOther(row.other));
  return (
    <HStack gap="1" wrap="wrap" data-testid="log-times">
      <Badge
        colorPalette={spentTimeColour(row.useTimeMs / 1000)}
        data-palette={spentTimeColour(row.useTimeMs / 1000)}
        variant="subtle"
        data-testid="log-use-time"
      >
        {t('cells.seconds', { value: secondsText(row.useTimeMs) })}
      </Badge>
      {row.isStream && frt !== null && (
        <Badge
          colorPalette={firstTokenColour(frt / 1000)}
          data-palette={firstTokenColour(frt / 1000)}
          variant="subtle"
          data-testid="log-first-token"
          title={t('cells.firstTokenHint')}
        >
          {t('cells.firstToken', { value: secondsText(frt) })}
        </Badge>
      )}
      <Badge colorPalette={row.isStream ? 'blue' : 'purple'} variant="outline">
        {row.isStream ? t('cells.stream') : t('cells.nonStream')}
      </Badge>
    </HStack>
  );
}

/** Admins' retry column: the channels tried before the one that answered, when more than one. */
export function RetryCell({ row }: { row: LogRow }) {
  const { t } = useTranslation('logs');
  const tried = channelsTried(parseOther(row.other));
  if (tried.length < 2) return null;
  return <span title={t('cells.retryHint')}>{tried.map((id) => `#${id}`).join(' → ')}</span>;
}

/** The channel as admins see it: its id, and its current name beside it (cards) or on hover (the table). */
export function ChannelTag({ row, withName = false }: { row: LogRow; withName?: boolean }) {
  if (row.channelId === null || row.channelId === undefined) return null;
  return (
    <Badge variant="surface" title={row.channelName} data-testid="log-channel">
      #{row.channelId}
      {withName && row.channelName ? ` ${row.channelName}` : ''}
    </Badge>
  );
}

/** An admin's view of a row's user: the name, opening the user-info popup. */
export function UserName({ row, onUser }: { row: LogRow; onUser: (userId: number) => void }) {
  const { t } = useTranslation('logs');
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      h="auto"
      textDecoration="underline dotted"
      title={t('userInfo.open')}
      onClick={() => onUser(row.userId)}
      data-testid="log-user"
    >
      {row.username}
    </Button>
  );
}
