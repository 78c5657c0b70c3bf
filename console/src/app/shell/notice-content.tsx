import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { renderMarkdown } from '../../lib/render-markdown';

/** The notice's text as sanitised Markdown; loaded only when there is a notice to show (it brings the Markdown renderer). */
export default function NoticeContent({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return (
    <Box
      data-testid="site-notice-content"
      lineHeight="tall"
      dangerouslySetInnerHTML={{ __html: html }}
      css={{ '& p': { my: '1' }, '& a': { textDecoration: 'underline' }, '& ul, & ol': { pl: '5' }, '& img': { maxW: 'full' } }}
    />
  );
}
