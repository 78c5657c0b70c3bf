import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PageSpinner } from '../../components/page-spinner';
import { graphql } from '../../gql';

/** Markdown rendering (marked, DOMPurify) loads only when there is content to render. */
const RichContent = lazy(() => import('../../components/rich-content').then((m) => ({ default: m.RichContent })));
import { StatusOverview } from './components/status-overview';

const HomeContent = graphql(`
  query HomeScreen_Content {
    homePageContent
  }
`);

/** / (spec 01 §2): the operator's home page content (Markdown, HTML or an address), else the live status card. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const [content] = useQuery({ query: HomeContent, context: useMemo(() => ({ quiet: true }), []) });
  if (content.fetching && !content.data) return <PageSpinner />;
  const text = content.data?.homePageContent.trim() ?? '';
  return (
    <Box maxW={text ? 'full' : '3xl'} mx="auto">
      {text ? (
        <Suspense fallback={<PageSpinner />}>
          <RichContent content={text} title={t('title')} />
        </Suspense>
      ) : (
        <StatusOverview />
      )}
    </Box>
  );
}
