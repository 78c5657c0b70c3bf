import { isAdmin } from '../../lib/roles';
import type { ChatLink } from './stored-chats';

/** The screens of the side menu and top bar; each is a key of `menu` in locales/<language>/common.json. */
export type MenuKey =
  | 'home'
  | 'console'
  | 'pricing'
  | 'docs'
  | 'about'
  | 'playground'
  | 'chat'
  | 'dashboard'
  | 'tokens'
  | 'usageLog'
  | 'drawingLog'
  | 'taskLog'
  | 'channels'
  | 'redemptions'
  | 'users'
  | 'settings'
  | 'wallet'
  | 'personal';

export interface MenuItem {
  readonly key: MenuKey;
  readonly to: string;
  /** Shown instead of the translated key (a chat client's own name). */
  readonly label?: string;
}

export interface MenuGroup {
  readonly key: 'chatGroup' | 'consoleGroup' | 'adminGroup' | 'personalGroup';
  readonly items: readonly MenuItem[];
}

export interface MenuFlags {
  readonly role: number | undefined;
  readonly enableDataExport: boolean;
  readonly enableDrawing: boolean;
  readonly enableTask: boolean;
  readonly chats: readonly ChatLink[];
}

const when = (condition: boolean, item: MenuItem): MenuItem[] => (condition ? [item] : []);

/** Spec 01 §2, side menu groups, with their role and flag rules. */
export function sideMenuGroups(flags: MenuFlags): MenuGroup[] {
  const groups: MenuGroup[] = [
    {
      key: 'chatGroup',
      items: [
        { key: 'playground', to: '/playground' },
        ...flags.chats.map((chat, index) => ({ key: 'chat' as const, to: `/chat/${index}`, label: chat.name })),
      ],
    },
    {
      key: 'consoleGroup',
      items: [
        ...when(flags.enableDataExport, { key: 'dashboard', to: '/detail' }),
        { key: 'tokens', to: '/token' },
        { key: 'usageLog', to: '/log' },
        ...when(flags.enableDrawing, { key: 'drawingLog', to: '/midjourney' }),
        ...when(flags.enableTask, { key: 'taskLog', to: '/task' }),
      ],
    },
  ];
  if (isAdmin(flags.role)) {
    groups.push({
      key: 'adminGroup',
      items: [
        { key: 'channels', to: '/channel' },
        { key: 'redemptions', to: '/redemption' },
        { key: 'users', to: '/user' },
        { key: 'settings', to: '/setting' },
      ],
    });
  }
  groups.push({
    key: 'personalGroup',
    items: [
      { key: 'wallet', to: '/topup' },
      { key: 'personal', to: '/personal' },
    ],
  });
  return groups;
}

/** Spec 01 §2: top bar links; docs only when a docs link is set (it opens outside). */
export function topBarItems(docsLink: string): MenuItem[] {
  return [
    { key: 'home', to: '/' },
    { key: 'console', to: '/token' },
    { key: 'pricing', to: '/pricing' },
    ...when(docsLink !== '', { key: 'docs', to: docsLink }),
    { key: 'about', to: '/about' },
  ];
}

/** Spec 01 §2: no side menu on the home, chat and setup paths. */
export function showsSideMenu(pathname: string): boolean {
  return !(pathname === '/' || pathname === '/setup' || pathname === '/chat' || pathname.startsWith('/chat/'));
}
