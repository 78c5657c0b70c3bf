import { Alert, CloseButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { useStatus } from '../../hooks/use-status';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage-keys';

const NoticeContent = lazy(() => import('./notice-content'));

/** A notice that cannot be read is simply not shown: no failure message for a visitor. */
const QUIET = { quiet: true };

const Notice = graphql(`
  query SiteNotice_Notice {
    notice
  }
`);

/**
 * The operator's notice (the Notice option), above every page's content
 * until the visitor closes it; a changed notice shows again. It is read
 * again whenever the status changes, which it does when any option is saved,
 * so a notice an admin publishes reaches open pages without a reload.
 */
export function SiteNotice() {
  const { t } = useTranslation();
  const { status } = useStatus();
  const [{ data }, refetch] = useQuery({ query: Notice, context: QUIET });
  const [dismissed, setDismissed] = useState(() => readStored(STORAGE_KEYS.dismissedNotice));
  // The status as of the first read: only a later one (an option saved since) reads the notice again.
  const seen = useRef(status);
  useEffect(() => {
    if (status === seen.current) return;
    seen.current = status;
    refetch({ requestPolicy: 'network-only' });
  }, [status, refetch]);

  const text = data?.notice.trim() ?? '';
  if (text === '' || text === dismissed) return null;
  const close = () => {
    writeStored(STORAGE_KEYS.dismissedNotice, text);
    setDismissed(text);
  };
  return (
    <Alert.Root status="info" variant="surface" borderRadius="lg" mb={{ base: '4', md: '6' }} maxW="7xl" mx="auto" data-testid="site-notice">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>{t('notice.title')}</Alert.Title>
        <Alert.Description>
          <Suspense fallback={null}>
            <NoticeContent text={text} />
          </Suspense>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" alignSelf="flex-start" aria-label={t('notice.close')} onClick={close} />
    </Alert.Root>
  );
}
