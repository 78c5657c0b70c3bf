import { Box, Button, Flex, HStack, IconButton, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MenuOpenIcon } from '../../components/icons/menu-icons';
import { LanguageMenu } from '../../components/language-menu';
import { SystemLogo } from '../../components/system-logo';
import { ThemeSwitch } from '../../components/theme-switch';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useSessionUser } from '../../hooks/use-session-user';
import { useStatus } from '../../hooks/use-status';
import { topBarItems } from './menu-items';
import { ModeBadge } from './mode-badge';
import { NewYearGreeting } from './new-year-greeting';
import { TopNavLinks } from './top-nav-links';
import { UserMenu } from './user-menu';

/**
 * Spec 01 §2: the top bar. On mobile the links move into the menu drawer
 * (`onOpenMenu`) and the register link is hidden, as in self-use mode.
 */
export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const { status } = useStatus();
  const user = useSessionUser();
  const isMobile = useIsMobile();
  const showRegister = !isMobile && !status?.selfUseModeEnabled;

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg.panel" borderBottomWidth="1px" shadow="xs">
      <Flex h="14" px={{ base: '2', md: '5' }} align="center" justify="space-between" gap="2">
        <HStack gap="2" minW="0">
          {isMobile && (
            <IconButton aria-label={t('menu.open')} variant="ghost" size="sm" onClick={onOpenMenu}>
              <MenuOpenIcon />
            </IconButton>
          )}
          <RouterLink to="/">
            <HStack gap="2" minW="0">
              <SystemLogo src={status?.logo} boxSize="8" borderRadius="md" flexShrink="0" />
              {status ? (
                <Text fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }} truncate maxW={{ base: '28', md: '48' }}>
                  {status.systemName}
                </Text>
              ) : (
                <Skeleton h="5" w="24" />
              )}
            </HStack>
          </RouterLink>
          <ModeBadge />
          {!isMobile && <TopNavLinks items={topBarItems(status?.docsLink ?? '')} />}
        </HStack>
        <HStack gap="1" flexShrink="0">
          <NewYearGreeting />
          <ThemeSwitch />
          <LanguageMenu compact={isMobile} />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <RouterLink to="/login">{t('session.login')}</RouterLink>
              </Button>
              {showRegister && (
                <Button asChild colorPalette="teal" size="sm">
                  <RouterLink to="/register">{t('session.register')}</RouterLink>
                </Button>
              )}
            </>
          )}
        </HStack>
      </Flex>
    </Box>
  );
}
