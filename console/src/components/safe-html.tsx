import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';

/**
 * Operator-written HTML, sanitised before it reaches the page (lib/sanitize-html.ts).
 * The only component that inserts HTML: everything else is text that React escapes.
 */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
