import { describe, expect, it } from 'vitest';
import { showsSideMenu, sideMenuGroups, topBarItems } from '../../../console/src/app/shell/menu-items';
import { roleKey } from '../../../console/src/lib/roles';

const flags = { role: 1, enableDataExport: false, enableDrawing: false, enableTask: false, chats: [] };
const keys = (groups: ReturnType<typeof sideMenuGroups>) => groups.map((group) => [group.key, group.items.map((item) => item.key)]);

describe('side menu (spec 01 section 2)', () => {
  it('gives an ordinary user chat, console and personal groups, without the flagged entries', () => {
    expect(keys(sideMenuGroups(flags))).toEqual([
      ['chatGroup', ['playground']],
      ['consoleGroup', ['tokens', 'usageLog']],
      ['personalGroup', ['wallet', 'personal']],
    ]);
  });

  it('adds the admin group from role 10, and the flagged entries when their flags are on', () => {
    const groups = sideMenuGroups({ ...flags, role: 10, enableDataExport: true, enableDrawing: true, enableTask: true });
    expect(keys(groups)).toEqual([
      ['chatGroup', ['playground']],
      ['consoleGroup', ['dashboard', 'tokens', 'usageLog', 'drawingLog', 'taskLog']],
      ['adminGroup', ['channels', 'redemptions', 'users', 'settings']],
      ['personalGroup', ['wallet', 'personal']],
    ]);
    expect(keys(sideMenuGroups({ ...flags, role: 100 }))).toContainEqual(['adminGroup', ['channels', 'redemptions', 'users', 'settings']]);
    expect(keys(sideMenuGroups({ ...flags, role: undefined })).map(([key]) => key)).not.toContain('adminGroup');
  });

  it('lists one chat entry per stored chat, linking to /chat/{index}', () => {
    const chats = [
      { name: 'Next Chat', url: 'https://a.example/#/?key={key}' },
      { name: 'Lobe', url: 'https://b.example/?key={key}' },
    ];
    expect(sideMenuGroups({ ...flags, chats })[0]?.items).toEqual([
      { key: 'playground', to: '/playground' },
      { key: 'chat', to: '/chat/0', label: 'Next Chat' },
      { key: 'chat', to: '/chat/1', label: 'Lobe' },
    ]);
  });

  it('is hidden on the home, chat and setup paths only', () => {
    expect(['/', '/setup', '/chat', '/chat/2'].map(showsSideMenu)).toEqual([false, false, false, false]);
    expect(['/login', '/token', '/user/edit/3', '/chat2link', '/about'].map(showsSideMenu)).toEqual([true, true, true, true, true]);
  });

  it('shows the docs link in the top bar only when one is set', () => {
    expect(topBarItems('').map((item) => item.key)).toEqual(['home', 'console', 'pricing', 'about']);
    expect(topBarItems('https://docs.example').map((item) => item.key)).toEqual(['home', 'console', 'pricing', 'docs', 'about']);
  });
});

describe('roles (spec 01 section 4)', () => {
  it('names 1, 10 and 100, and any other value unknown', () => {
    expect([1, 10, 100, 0, 5, 1000].map(roleKey)).toEqual(['role.user', 'role.admin', 'role.root', 'role.unknown', 'role.unknown', 'role.unknown']);
  });
});
