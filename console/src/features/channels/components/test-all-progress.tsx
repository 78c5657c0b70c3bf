import { Box, CloseButton, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TestRunState } from '../use-test-all';

/** The live progress of "test all enabled channels": done of total, and how the last channel went. */
export function TestAllProgress({ run, onClose }: { run: TestRunState; onClose: () => void }) {
  const { t } = useTranslation('channels');
  const { last } = run;
  const lastText = last
    ? last.statusChange === 'disabled'
      ? t('progress.disabled', { name: last.name })
      : last.statusChange === 'enabled'
        ? t('progress.enabled', { name: last.name })
        : last.success
          ? t('progress.lastOk', { name: last.name, time: last.time.toFixed(2) })
          : t('progress.lastFailed', { name: last.name })
    : null;
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p="3" data-testid="test-all-progress" data-finished={run.finished}>
      <Stack gap="2">
        <HStack justify="space-between">
          <Text fontSize="sm" fontWeight="medium" data-testid="test-all-count">
            {run.finished ? t('progress.finished', { total: run.total }) : t('progress.running', { done: run.done, total: run.total })}
          </Text>
          {run.finished && <CloseButton size="xs" aria-label={t('progress.close')} onClick={onClose} />}
        </HStack>
        <Progress.Root
          value={run.total > 0 ? (run.done / run.total) * 100 : run.finished ? 100 : null}
          colorPalette={run.finished ? 'green' : 'teal'}
          size="sm"
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {lastText && (
          <Text fontSize="xs" color={last?.success ? 'fg.muted' : 'fg.error'} data-testid="test-all-last">
            {lastText}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
