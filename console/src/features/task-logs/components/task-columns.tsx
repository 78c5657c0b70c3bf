import { Badge, Button, Image, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format-date-time';
import type { TaskRow } from '../task-row';
import {
  drawingActionOf,
  drawingSpentColour,
  drawingStateOf,
  progressPercent,
  spentSeconds,
  submitCodeColour,
  submitCodeOf,
  taskActionOf,
  taskStateOf,
} from '../task-rules';
import { ChannelTag, LongText, ProgressBar, ProgressRing, SpentTag, StateTag } from './task-cells';
import type { TaskView } from './task-view-dialog';

/** One column of a log: its key, its header, and what a row shows in it (in the table and on a phone's card). */
export interface TaskColumn {
  readonly key: string;
  readonly label: string;
  readonly render: (row: TaskRow) => ReactNode;
}

type Translate = TFunction<'tasks'>;

/** A time as the date above the clock, so the table stays narrow. */
function time(ms: number, t: Translate) {
  if (ms <= 0) return <Text color="fg.muted">{t('cells.none')}</Text>;
  const [date, clock] = formatDateTime(ms / 1000).split(' ');
  return (
    <Text whiteSpace="nowrap" lineHeight="short" textAlign="end" data-testid="task-time">
      {date}
      <br />
      <Text as="span" color="fg.muted">
        {clock}
      </Text>
    </Text>
  );
}

/** Spec 02 §2: the drawing log's columns (the channel for admins only). */
export function drawingColumns(t: Translate, admin: boolean, onView: (view: TaskView) => void): TaskColumn[] {
  const columns: Array<TaskColumn | false> = [
    { key: 'submitTime', label: t('columns.submitTime'), render: (row) => time(row.submitTime, t) },
    {
      key: 'spent',
      label: t('columns.spent'),
      render: (row) => {
        const seconds = spentSeconds(row.submitTime, row.finishTime);
        return <SpentTag seconds={seconds} palette={seconds === null ? undefined : drawingSpentColour(seconds)} />;
      },
    },
    admin && { key: 'channel', label: t('columns.channel'), render: (row) => <ChannelTag id={row.channelId} /> },
    {
      key: 'action',
      label: t('columns.action'),
      render: (row) => {
        const action = drawingActionOf(row.action);
        return <Badge variant="outline">{action === 'unknown' ? t('actions.unknown', { action: row.action }) : t(`actions.${action}`)}</Badge>;
      },
    },
    {
      key: 'taskId',
      label: t('columns.taskId'),
      render: (row) => (
        <Text fontFamily="mono" fontSize="xs">
          {row.upstreamTaskId || t('cells.none')}
        </Text>
      ),
    },
    {
      key: 'code',
      label: t('columns.code'),
      render: (row) => {
        const code = submitCodeOf(row.code);
        return (
          <Badge colorPalette={submitCodeColour(code)} variant="subtle" data-testid="task-code">
            {code === 'unknown' ? t('codes.unknown', { code: row.code ?? '' }) : t(`codes.${code}`)}
          </Badge>
        );
      },
    },
    { key: 'status', label: t('columns.status'), render: (row) => <StateTag state={drawingStateOf(row.status)} /> },
    { key: 'progress', label: t('columns.progress'), render: (row) => <ProgressBar percent={progressPercent(row.progress)} /> },
    {
      key: 'image',
      label: t('columns.image'),
      render: (row) =>
        row.imageUrl ? (
          <Button
            variant="plain"
            p="0"
            h="auto"
            onClick={() => onView({ kind: 'image', url: row.imageUrl })}
            aria-label={t('cells.viewImage')}
            data-testid="task-image"
          >
            <Image src={row.imageUrl} alt={t('cells.viewImage')} boxSize="10" objectFit="cover" borderRadius="sm" />
          </Button>
        ) : (
          <Text color="fg.muted">{t('cells.none')}</Text>
        ),
    },
    { key: 'prompt', label: t('columns.prompt'), render: (row) => <LongText text={row.prompt} label={t('columns.prompt')} onView={onView} /> },
    { key: 'promptEn', label: t('columns.promptEn'), render: (row) => <LongText text={row.promptEn} label={t('columns.promptEn')} onView={onView} /> },
    { key: 'failReason', label: t('columns.failReason'), render: (row) => <LongText text={row.failReason} label={t('columns.failReason')} onView={onView} /> },
  ];
  return columns.filter((column): column is TaskColumn => column !== false);
}

/** Spec 02 §2: the task log's columns (the channel for admins only). */
export function taskColumns(t: Translate, admin: boolean, onView: (view: TaskView) => void): TaskColumn[] {
  const columns: Array<TaskColumn | false> = [
    { key: 'submitTime', label: t('columns.submitTime'), render: (row) => time(row.submitTime, t) },
    { key: 'finishTime', label: t('columns.finishTime'), render: (row) => time(row.finishTime, t) },
    { key: 'progress', label: t('columns.progress'), render: (row) => <ProgressRing percent={progressPercent(row.progress)} /> },
    { key: 'spent', label: t('columns.spent'), render: (row) => <SpentTag seconds={spentSeconds(row.submitTime, row.finishTime)} /> },
    admin && { key: 'channel', label: t('columns.channel'), render: (row) => <ChannelTag id={row.channelId} /> },
    {
      key: 'platform',
      label: t('columns.platform'),
      render: (row) => (
        <Badge variant="outline">
          {row.platform === 'suno' || row.platform === 'midjourney' || row.platform === 'video' ? t(`platforms.${row.platform}`) : row.platform}
        </Badge>
      ),
    },
    {
      key: 'action',
      label: t('columns.action'),
      render: (row) => {
        const action = taskActionOf(row.action);
        return (
          <Badge colorPalette={action === 'LYRICS' ? 'purple' : 'blue'} variant="subtle">
            {action === 'unknown' ? t('actions.unknown', { action: row.action }) : t(`actions.${action}`)}
          </Badge>
        );
      },
    },
    {
      key: 'taskId',
      label: t('columns.taskId'),
      render: (row) => (
        <Button
          variant="plain"
          size="xs"
          px="0"
          h="auto"
          fontFamily="mono"
          textDecoration="underline dotted"
          aria-label={t('cells.showRecord', { id: row.upstreamTaskId || row.taskKey })}
          onClick={() => onView({ kind: 'record', task: row })}
          data-testid="task-record"
        >
          {row.upstreamTaskId || t('cells.none')}
        </Button>
      ),
    },
    { key: 'status', label: t('columns.status'), render: (row) => <StateTag state={taskStateOf(row.status)} /> },
    { key: 'failReason', label: t('columns.failReason'), render: (row) => <LongText text={row.failReason} label={t('columns.failReason')} onView={onView} /> },
  ];
  return columns.filter((column): column is TaskColumn => column !== false);
}
