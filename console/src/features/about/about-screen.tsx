import { lazy, Suspense } from 'react';
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';

/** Markdown rendering (marked, DOMPurify) loads only when there is content to render. */
const RichContent = lazy(() => import('../../components/rich-content').then((m) => ({ default: m.RichContent })));
import { useStatus } from '../../hooks/use-status';

const AboutContent = graphql(`
  query AboutScreen_Content {
    about
  }
`);

/** /about (spec 01 §2): the operator's About content, or a short default when none is set. */
export function AboutScreen() {
  const { t } = useTranslation('home');
  const { status } = useStatus();
  const [about] = useQuery({ query: AboutContent });
  if (about.fetching && !about.data) return <PageSpinner />;
  const text = about.data?.about.trim() ?? '';
  if (text)
    return (
      <Suspense fallback={<PageSpinner />}>
        <RichContent content={text} title={t('about.title')} />
      </Suspense>
    );
  return (
    <Card.Root variant="elevated" borderRadius="xl" maxW="3xl">
      <Card.Body gap="4" p={{ base: '5', md: '8' }}>
        <Heading as="h1" size="2xl">
          {t('about.title')}
        </Heading>
        <Stack gap="3" color="fg.muted">
          <Text>{t('about.empty')}</Text>
          <Text>{t('about.product', { name: status?.systemName ?? 'Tollgate', version: status?.version ?? '' })}</Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
