import { createIcon } from '@chakra-ui/react';

/** Line icons: the stroke is set on the path, since Chakra's icon recipe fills the svg with the current colour. */
const icon = (displayName: string, d: string) =>
  createIcon({
    displayName,
    viewBox: '0 0 24 24',
    path: <path d={d} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />,
  });

/** Line icons of the side menu (24 px grid, drawn with the current colour). */
export const MENU_ICONS = {
  home: icon('HomeIcon', 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z'),
  console: icon('ConsoleIcon', 'M4 4h16v16H4zM8 9l3 3-3 3M13 15h3'),
  pricing: icon('PricingIcon', 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6'),
  docs: icon('DocsIcon', 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5'),
  about: icon('AboutIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01'),
  playground: icon('PlaygroundIcon', 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'),
  chat: icon('ChatIcon', 'M7.9 20A9 9 0 1 0 4 16.1L2 22z'),
  dashboard: icon('DashboardIcon', 'M3 3v18h18M7 16v-5M12 16V8M17 16v-9'),
  tokens: icon('TokensIcon', 'M15 7a4 4 0 1 1-3.9 4.9L3 20v-3h3v-3h3l1.1-1.1A4 4 0 0 1 15 7zM16 10h.01'),
  usageLog: icon('UsageLogIcon', 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M8 13h8M8 17h5'),
  drawingLog: icon('DrawingLogIcon', 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15 9h.01'),
  taskLog: icon('TaskLogIcon', 'M9 11l3 3 8-8M20 12v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h9'),
  channels: icon('ChannelsIcon', 'M4 6h16M4 12h16M4 18h16M8 4v4M16 10v4M10 16v4'),
  redemptions: icon(
    'RedemptionsIcon',
    'M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
  ),
  users: icon('UsersIcon', 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8'),
  settings: icon(
    'SettingsIcon',
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1A1.7 1.7 0 0 0 3 14H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1A1.7 1.7 0 0 0 10 3V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1A1.7 1.7 0 0 0 21 10h0a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  ),
  wallet: icon(
    'WalletIcon',
    'M20 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2M3 6v13a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-3',
  ),
  personal: icon('PersonalIcon', 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'),
} as const;

export const MenuOpenIcon = icon('MenuOpenIcon', 'M3 6h18M3 12h18M3 18h18');
export const CollapseIcon = icon('CollapseIcon', 'M11 17l-5-5 5-5M18 17l-5-5 5-5');
export const ExpandIcon = icon('ExpandIcon', 'M13 17l5-5-5-5M6 17l5-5-5-5');
export const ExternalIcon = icon('ExternalIcon', 'M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6');
