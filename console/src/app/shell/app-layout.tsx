import { Box, CloseButton, Drawer, Flex, Portal, Separator } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { useStatus } from '../../hooks/use-status';
import { AppFooter } from './app-footer';
import { showsSideMenu, topBarItems } from './menu-items';
import { SIDE_MENU_WIDTH, SideMenu } from './side-menu';
import { SiteNotice } from './site-notice';
import { TopBar } from './top-bar';
import { TopNavLinks } from './top-nav-links';
import { useCollapsed } from './use-collapsed';
import { useMenuGroups } from './use-menu-groups';

/**
 * Every page: the top bar, the side menu (not on home, chat and setup; a
 * full-width drawer on mobile), the route's content and the footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { status } = useStatus();
  const isMobile = useIsMobile();
  const groups = useMenuGroups();
  const { collapsed, toggle } = useCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const withSideMenu = showsSideMenu(pathname);
  const close = () => setDrawerOpen(false);

  return (
    <Flex direction="column" minH="100vh">
      <TopBar onOpenMenu={() => setDrawerOpen(true)} />
      <Flex flex="1" minH="0">
        {withSideMenu && !isMobile && (
          <Box
            as="aside"
            w={collapsed ? SIDE_MENU_WIDTH.collapsed : SIDE_MENU_WIDTH.open}
            flexShrink="0"
            borderRightWidth="1px"
            bg="bg.panel"
            position="sticky"
            top="14"
            h="calc(100vh - var(--chakra-sizes-14))"
            overflowY="auto"
            transition="width 0.15s"
            data-testid="side-menu"
          >
            <SideMenu groups={groups} collapsed={collapsed} onToggle={toggle} />
          </Box>
        )}
        <Flex direction="column" flex="1" minW="0">
          <Box as="main" flex="1" px={{ base: '3', md: '8' }} py={{ base: '4', md: '8' }}>
            <SiteNotice />
            <Outlet />
          </Box>
          <AppFooter />
        </Flex>
      </Flex>
      {isMobile && (
        <Drawer.Root open={drawerOpen} onOpenChange={(event) => setDrawerOpen(event.open)} placement="start" size="full">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content data-testid="menu-drawer">
                <Drawer.Header>
                  <Drawer.Title>{status?.systemName ?? t('menu.label')}</Drawer.Title>
                </Drawer.Header>
                <Drawer.Body px="2">
                  <TopNavLinks items={topBarItems(status?.docsLink ?? '')} vertical onNavigate={close} />
                  {withSideMenu && (
                    <>
                      <Separator my="3" />
                      <SideMenu groups={groups} onNavigate={close} />
                    </>
                  )}
                </Drawer.Body>
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('menu.close')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      )}
    </Flex>
  );
}
