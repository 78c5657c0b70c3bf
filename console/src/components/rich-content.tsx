import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { isFrameAddress, renderMarkdown } from '../lib/render-markdown';

/**
 * Operator content of the home and about pages: an http(s) address is shown
 * in a frame filling the page; anything else is Markdown or HTML, rendered
 * and sanitised (lib/sanitize-html.ts).
 */
export function RichContent({ content, title }: { content: string; title: string }) {
  const html = useMemo(() => (isFrameAddress(content) ? '' : renderMarkdown(content)), [content]);
  if (isFrameAddress(content)) {
    return (
      <Box asChild w="full" h="calc(100vh - 10rem)" borderWidth="0">
        <iframe src={content.trim()} title={title} sandbox="allow-scripts allow-same-origin allow-popups allow-forms" referrerPolicy="no-referrer" />
      </Box>
    );
  }
  return (
    <Box
      className="rich-content"
      data-testid="rich-content"
      lineHeight="tall"
      dangerouslySetInnerHTML={{ __html: html }}
      css={{
        '& h1': { fontSize: '2xl', fontWeight: 'bold', mt: '4', mb: '2' },
        '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '4', mb: '2' },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '3', mb: '1' },
        '& p': { my: '2' },
        '& a': { color: 'teal.fg', textDecoration: 'underline' },
        '& ul, & ol': { pl: '6', my: '2' },
        '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', borderRadius: 'sm' },
        '& pre': { bg: 'bg.muted', p: '3', borderRadius: 'md', overflowX: 'auto' },
        '& img': { maxW: 'full' },
        '& table': { borderCollapse: 'collapse' },
        '& td, & th': { borderWidth: '1px', px: '2', py: '1' },
      }}
    />
  );
}
