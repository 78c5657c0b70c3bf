import { Box, Icon, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { CollapseIcon, ExpandIcon, MENU_ICONS } from '../../components/icons/menu-icons';
import type { MenuGroup } from './menu-items';

/** Spec 01 §2: 200 px wide, 60 px collapsed. */
export const SIDE_MENU_WIDTH = { open: '200px', collapsed: '60px' } as const;

/** The grouped side menu; `onNavigate` closes the mobile drawer after a choice. */
export function SideMenu({
  groups,
  collapsed = false,
  onToggle,
  onNavigate,
}: {
  groups: MenuGroup[];
  collapsed?: boolean;
  onToggle?: () => void;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack as="nav" aria-label={t('menu.label')} gap="4" py="4" px={collapsed ? '2' : '3'} h="full">
      {groups.map((group) => (
        <Stack key={group.key} gap="1">
          {!collapsed && (
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wider" px="2">
              {t(`menu.${group.key}`)}
            </Text>
          )}
          {group.items.map((item) => {
            const label = item.label ?? t(`menu.${item.key}`);
            const ItemIcon = MENU_ICONS[item.key];
            return (
              <Box
                asChild
                key={item.to}
                display="flex"
                alignItems="center"
                gap="3"
                px="2"
                py="2"
                borderRadius="md"
                fontSize="sm"
                color="fg.muted"
                justifyContent={collapsed ? 'center' : 'flex-start'}
                _hover={{ bg: 'bg.muted', color: 'fg' }}
                css={{ '&.active': { bg: 'teal.subtle', color: 'teal.fg', fontWeight: 'medium' } }}
              >
                <NavLink to={item.to} title={collapsed ? label : undefined} aria-label={collapsed ? label : undefined} onClick={onNavigate} end>
                  <Icon boxSize="4" flexShrink="0">
                    <ItemIcon />
                  </Icon>
                  {!collapsed && <Text truncate>{label}</Text>}
                </NavLink>
              </Box>
            );
          })}
        </Stack>
      ))}
      {onToggle && (
        <Box mt="auto" display="flex" justifyContent={collapsed ? 'center' : 'flex-end'}>
          <IconButton
            aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
            title={collapsed ? t('menu.expand') : t('menu.collapse')}
            variant="ghost"
            size="sm"
            onClick={onToggle}
          >
            {collapsed ? <ExpandIcon /> : <CollapseIcon />}
          </IconButton>
        </Box>
      )}
    </Stack>
  );
}
