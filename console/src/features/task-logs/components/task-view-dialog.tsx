import { Box, Code, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TaskRow } from '../task-row';
import { ViewDialog } from './view-dialog';

/** What a click in a log opens: a long text, a result image, or a task's whole record. */
export type TaskView = { kind: 'text'; title: string; text: string } | { kind: 'image'; url: string } | { kind: 'record'; task: TaskRow };

/** The one dialog of a log, showing the view it was given. */
export function TaskViewDialog({ view, onClose }: { view: TaskView | null; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  if (view === null)
    return (
      <ViewDialog title={null} onClose={onClose} testId="task-view">
        {null}
      </ViewDialog>
    );
  switch (view.kind) {
    case 'text':
      return (
        <ViewDialog title={view.title} onClose={onClose} testId="task-view">
          <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="task-view-text">
            {view.text}
          </Text>
        </ViewDialog>
      );
    case 'image':
      return (
        <ViewDialog title={t('dialogs.image')} onClose={onClose} size="xl" testId="task-view">
          <Stack gap="3" align="center">
            <Image src={view.url} alt={t('dialogs.image')} maxH="70vh" objectFit="contain" data-testid="task-view-image" />
            <Link href={view.url} target="_blank" rel="noreferrer" fontSize="sm">
              {t('dialogs.openOriginal')}
            </Link>
          </Stack>
        </ViewDialog>
      );
    case 'record': {
      // The record as the server keeps it: the feed's cursor and urql's type name are the console's, not the task's.
      const record = Object.fromEntries(Object.entries(view.task).filter(([key]) => key !== 'cursor' && key !== '__typename'));
      return (
        <ViewDialog title={t('dialogs.record', { id: view.task.upstreamTaskId || view.task.taskKey })} onClose={onClose} testId="task-view">
          <Box overflowX="auto">
            <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="3" w="full" data-testid="task-view-record">
              {JSON.stringify(record, null, 2)}
            </Code>
          </Box>
        </ViewDialog>
      );
    }
  }
}
