import { Box, HStack, Icon, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ExternalIcon } from '../../components/icons/menu-icons';
import type { MenuItem } from './menu-items';

const linkStyle = {
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg.muted',
  _hover: { color: 'fg', bg: 'bg.muted' },
  css: { '&.active': { color: 'teal.fg', fontWeight: 'medium' } },
} as const;

/** The top bar's links (home, console, pricing, docs, about); in a column inside the mobile drawer. */
export function TopNavLinks({ items, vertical = false, onNavigate }: { items: MenuItem[]; vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Wrap = vertical ? Stack : HStack;
  return (
    <Wrap as="nav" aria-label={t('menu.topLabel')} gap="1">
      {items.map((item) =>
        item.key === 'docs' ? (
          <Box asChild key={item.key} {...linkStyle} display="inline-flex" alignItems="center" gap="1">
            <a href={item.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
              {t('menu.docs')}
              <Icon boxSize="3">
                <ExternalIcon />
              </Icon>
            </a>
          </Box>
        ) : (
          <Box asChild key={item.key} {...linkStyle}>
            <NavLink to={item.to} end={item.to === '/'} onClick={onNavigate}>
              {t(`menu.${item.key}`)}
            </NavLink>
          </Box>
        ),
      )}
    </Wrap>
  );
}
