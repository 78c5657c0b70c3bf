import { AbsoluteCenter, Badge, Box, Button, Progress, ProgressCircle, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/copy-text';
import { notifyError, notifySuccess } from '../../../lib/toaster';
import { channelPalette, stateColour, type TaskState } from '../task-rules';
import type { TaskView } from './task-view-dialog';

/** Spec 02 §2: the channel as a coloured tag; a click copies its id. */
export function ChannelTag({ id }: { id: number | null | undefined }) {
  const { t } = useTranslation('tasks');
  if (id === null || id === undefined) return <Text color="fg.muted">{t('cells.none')}</Text>;
  const copy = async () => {
    if (await copyText(String(id))) notifySuccess(t('cells.copied', { id }));
    else notifyError(t('cells.copyFailed'));
  };
  return (
    <Badge asChild colorPalette={channelPalette(id)} variant="subtle" cursor="pointer" data-testid="task-channel">
      <button type="button" onClick={() => void copy()} aria-label={t('cells.copyChannel', { id })} title={t('cells.copyChannel', { id })}>
        {id}
      </button>
    </Badge>
  );
}

export function StateTag({ state }: { state: TaskState }) {
  const { t } = useTranslation('tasks');
  return (
    <Badge colorPalette={stateColour(state)} variant="subtle" data-testid="task-status" data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}

/** Time spent; coloured when the log has a rule for it (the drawing log: spec 02 §9). */
export function SpentTag({ seconds, palette }: { seconds: number | null; palette?: string }) {
  const { t } = useTranslation('tasks');
  if (seconds === null) return <Text color="fg.muted">{t('cells.none')}</Text>;
  return (
    <Badge colorPalette={palette ?? 'gray'} data-palette={palette} variant="subtle" data-testid="task-spent">
      {t('cells.seconds', { value: seconds })}
    </Badge>
  );
}

/** A progress bar with its percentage beside it (the drawing log). */
export function ProgressBar({ percent }: { percent: number }) {
  const { t } = useTranslation('tasks');
  return (
    <Progress.Root value={percent} size="sm" colorPalette={percent >= 100 ? 'green' : 'blue'} minW="24" data-testid="task-progress" data-value={percent}>
      <Progress.Label srOnly>{t('cells.progress', { value: percent })}</Progress.Label>
      <Box display="flex" alignItems="center" gap="2">
        <Progress.Track flex="1">
          <Progress.Range />
        </Progress.Track>
        <Progress.ValueText fontSize="xs" minW="8">{`${percent}%`}</Progress.ValueText>
      </Box>
    </Progress.Root>
  );
}

/** A circular progress with the percentage inside (the task log). */
export function ProgressRing({ percent }: { percent: number }) {
  const { t } = useTranslation('tasks');
  return (
    <ProgressCircle.Root value={percent} size="md" colorPalette={percent >= 100 ? 'green' : 'blue'} data-testid="task-progress" data-value={percent}>
      <ProgressCircle.Label srOnly>{t('cells.progress', { value: percent })}</ProgressCircle.Label>
      <ProgressCircle.Circle>
        <ProgressCircle.Track />
        <ProgressCircle.Range />
      </ProgressCircle.Circle>
      <AbsoluteCenter>
        <ProgressCircle.ValueText fontSize="2xs">{`${percent}`}</ProgressCircle.ValueText>
      </AbsoluteCenter>
    </ProgressCircle.Root>
  );
}

/** Spec 02 §2: a text cut to one short line; a click shows all of it in a dialog. */
export function LongText({ text, label, onView }: { text: string; label: string; onView: (view: TaskView) => void }) {
  const { t } = useTranslation('tasks');
  if (!text) return <Text color="fg.muted">{t('cells.none')}</Text>;
  return (
    <Button
      variant="plain"
      size="xs"
      px="0"
      h="auto"
      maxW="28"
      justifyContent="flex-start"
      fontWeight="normal"
      aria-label={t('cells.showText', { what: label })}
      onClick={() => onView({ kind: 'text', title: label, text })}
      data-testid="task-long-text"
    >
      <Text truncate maxW="28">
        {text}
      </Text>
    </Button>
  );
}
