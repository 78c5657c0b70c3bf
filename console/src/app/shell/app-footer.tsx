import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../components/safe-html';
import { useStatus } from '../../hooks/use-status';
import { readStored, STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Spec 01 §2: the operator's footer HTML from the local key `footer_html`
 * (sanitised), otherwise the default credit line with the version. The key is
 * re-read whenever the status, which writes it, changes.
 */
export function AppFooter() {
  const { t } = useTranslation();
  const { status } = useStatus();
  const custom = status ? readStored(STORAGE_KEYS.footerHtml) : null;
  return (
    <Box as="footer" borderTopWidth="1px" py="4" px={{ base: '4', md: '6' }} fontSize="sm" color="fg.muted" textAlign="center">
      {custom ? (
        <SafeHtml html={custom} css={{ '& a': { color: 'teal.fg', textDecoration: 'underline' } }} data-testid="custom-footer" />
      ) : (
        <Text>{t('footer.credit', { version: status?.version ?? '' })}</Text>
      )}
    </Box>
  );
}
