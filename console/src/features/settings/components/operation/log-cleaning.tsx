import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormField } from '../../../../components/form-field';
import { graphql } from '../../../../gql';
import { formatDateTime } from '../../../../lib/format-date-time';
import { notifyError, notifySuccess } from '../../../../lib/toaster';
import { classifyFailure, failureText } from '../../../../lib/transport-failure';
import { cleanBeforeSeconds } from './log-time';

const Clear = graphql(`
  mutation LogCleaning_Clear($targetTimestamp: Int!) {
    clearUsageLogs(targetTimestamp: $targetTimestamp)
  }
`);

/** Spec 03 §4: removes the usage log rows before a picked time, after asking; says how many went. */
export function LogCleaning() {
  const { t } = useTranslation('settingsOperation');
  const { t: common } = useTranslation('common');
  const [time, setTime] = useState('');
  const [asking, setAsking] = useState<number | null>(null);
  const [{ fetching }, clear] = useMutation(Clear);

  const ask = () => {
    const seconds = cleanBeforeSeconds(time);
    if (seconds === null) notifyError(t('log.noTime'));
    else setAsking(seconds);
  };

  const run = async (targetTimestamp: number) => {
    setAsking(null);
    const result = await clear({ targetTimestamp }, { quiet: true });
    if (result.error) {
      const failure = classifyFailure(result.error);
      if (failure.kind !== 'expired') notifyError(`${t('log.failed')}: ${failureText(failure, (key) => common(key))}`);
      return;
    }
    if (result.data) notifySuccess(t('log.cleaned', { count: result.data.clearUsageLogs }));
  };

  return (
    <Stack gap="3" borderTopWidth="1px" pt="4" data-testid="settings-log-cleaning">
      <Stack gap="0">
        <Heading as="h3" size="sm">
          {t('log.clean')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('log.cleanHelp')}
        </Text>
      </Stack>
      <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-end' }} gap="3">
        <FormField label={t('log.cleanTime')}>
          <Input type="datetime-local" name="cleanBefore" value={time} onChange={(event) => setTime(event.currentTarget.value)} maxW={{ md: 'xs' }} />
        </FormField>
        <Button variant="outline" colorPalette="red" loading={fetching} onClick={ask} flexShrink="0">
          {t('log.cleanButton')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={t('log.confirmTitle')}
        message={t('log.confirmMessage', { time: asking === null ? '' : formatDateTime(asking) })}
        confirmLabel={t('log.confirm')}
        cancelLabel={t('log.cancel')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking !== null) void run(asking);
        }}
      />
    </Stack>
  );
}
