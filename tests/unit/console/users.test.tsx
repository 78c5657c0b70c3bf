// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsersScreen } from '../../../console/src/features/users/users-screen';
import { renderConsole } from './render-console';

const user = (overrides: Record<string, unknown>) => ({
  id: 2,
  username: 'ann',
  displayName: '',
  email: '',
  group: 'default',
  quota: 1_000_000,
  usedQuota: 0,
  requestCount: 0,
  role: 1,
  status: 1,
  deletedAt: null,
  ...overrides,
});

const page = (items: unknown[]) => ({ data: { users: { items, page: 1, pageSize: 10, total: items.length } } });

const ROWS = [
  user({ id: 1, username: 'root', role: 100 }),
  user({ id: 2, username: 'ann' }),
  user({ id: 3, username: 'locked', status: 3 }),
  user({ id: 4, username: 'banned', status: 2 }),
  user({ id: 5, username: 'odd', status: 7, role: 5 }),
  user({ id: 6, username: 'gone', deletedAt: '2026-01-01T00:00:00Z' }),
  user({ id: 7, username: 'boss', role: 10 }),
];

async function renderUsers(options: { caller?: { id: number; role: number }; answers?: Record<string, unknown>; language?: 'zh' | 'en'; path?: string } = {}) {
  const caller = options.caller ?? { id: 1, role: 100 };
  localStorage.setItem('user', JSON.stringify({ ...caller, username: 'me', displayName: '', status: 1, group: 'default' }));
  return renderConsole(
    [
      { path: '/user', element: <UsersScreen /> },
      { path: '/user/edit/:id', element: <UsersScreen /> },
    ],
    {
      path: options.path ?? '/user',
      language: options.language ?? 'zh',
      answers: { UsersScreen_Page: page(ROWS), UserSearchForm_Groups: { data: { groups: ['default', 'vip'] } }, ...(options.answers as object) },
    },
  );
}

const row = (name: string) => within(screen.getByTestId(`user-row-${name}`));
const button = (name: string, label: string) => row(name).getByRole('button', { name: label }) as HTMLButtonElement;

describe('users page: status and role rules (spec 01 sections 4 and 6)', () => {
  it('shows unknown status and role values as unknown, and logged-off users without actions', async () => {
    await renderUsers();
    await screen.findByTestId('user-row-odd');
    row('odd').getByText('未知状态');
    row('odd').getByText('未知身份');
    row('gone').getByText('已注销');
    expect(row('gone').queryAllByRole('button')).toEqual([]);
  });

  it('disables enable for status 3 only, and offers disable for enabled users', async () => {
    await renderUsers();
    await screen.findByTestId('user-row-locked');
    expect(button('locked', '启用').disabled).toBe(true);
    expect(button('banned', '启用').disabled).toBe(false);
    expect(button('ann', '禁用').disabled).toBe(false);
    expect(row('ann').queryByRole('button', { name: '启用' })).toBeNull();
  });

  it('never lets anyone disable, log off or demote the super admin, and an admin acts only below their role', async () => {
    await renderUsers();
    await screen.findByTestId('user-row-root');
    for (const label of ['禁用', '注销', '降级', '编辑']) expect(button('root', label).disabled).toBe(true);
    expect(button('ann', '提升').disabled).toBe(false);

    await renderUsers({ caller: { id: 7, role: 10 } });
    const rows = await screen.findAllByTestId('user-row-ann');
    const asAdmin = within(rows.at(-1)!);
    expect((asAdmin.getByRole('button', { name: '提升' }) as HTMLButtonElement).disabled, 'only the super admin promotes').toBe(true);
    expect((asAdmin.getByRole('button', { name: '禁用' }) as HTMLButtonElement).disabled).toBe(false);
    const boss = within(screen.getAllByTestId('user-row-boss').at(-1)!);
    expect((boss.getByRole('button', { name: '降级' }) as HTMLButtonElement).disabled, 'not on themselves').toBe(true);
  });

  it('sends the action and shows the status and role the server answers', async () => {
    const { server } = await renderUsers({ answers: { UserRowActions_Manage: { data: { manageUser: { role: 1, status: 2 } } } } });
    await screen.findByTestId('user-row-ann');
    fireEvent.click(button('ann', '禁用'));
    await row('ann').findByText('已禁用');
    expect(server.sent.find((s) => s.name === 'UserRowActions_Manage')?.variables).toEqual({ id: 2, action: 'disable' });
  });
});

describe('users page: paging remembered in page-size (spec 01 section 9)', () => {
  it('asks for the stored page size, and stores a new one', async () => {
    localStorage.setItem('page-size', '20');
    const { server } = await renderUsers();
    await screen.findByTestId('user-row-ann');
    expect(server.sent.find((s) => s.name === 'UsersScreen_Page')?.variables).toMatchObject({ page: 1, pageSize: 20 });
    fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '50' } });
    await expect.poll(() => server.sent.filter((s) => s.name === 'UsersScreen_Page').at(-1)?.variables.pageSize).toBe(50);
    expect(localStorage.getItem('page-size')).toBe('50');
  });
});

describe('users page: forms (spec 01 section 5)', () => {
  it('refuses an empty username or password in the add drawer, in both languages', async () => {
    const { server } = await renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: '添加用户' }));
    const drawer = within(await screen.findByTestId('add-user-drawer'));
    fireEvent.click(drawer.getByRole('button', { name: '提交' }));
    await drawer.findByText('用户名和密码不能为空！');
    expect(server.sent.some((s) => s.name === 'AddUserDrawer_Create')).toBe(false);

    await renderUsers({ language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: 'Add user' }));
    const english = within(await screen.findByTestId('add-user-drawer'));
    fireEvent.change(english.getByPlaceholderText('Enter a username'), { target: { value: 'bob' } });
    fireEvent.click(english.getByRole('button', { name: 'Submit' }));
    await english.findByText('Username and password cannot be empty!');
  });

  it('checks the editor: a new password of at least 8, a whole quota; sends only what changed', async () => {
    const edited = {
      data: {
        user: {
          id: 2,
          username: 'ann',
          displayName: 'Ann',
          group: 'default',
          quota: 1000,
          githubId: 'gh-1',
          oidcId: '',
          wechatId: '',
          telegramId: '',
          email: 'a@x.io',
          linuxDoId: '',
        },
        groups: ['default', 'vip'],
      },
    };
    const { server } = await renderUsers({
      path: '/user/edit/2',
      answers: {
        EditUserDrawer_User: edited,
        EditUserDrawer_Save: { data: { editUser: { id: 2, username: 'ann', displayName: 'Ann', group: 'vip', quota: 1000 } } },
      },
    });
    const drawer = within(await screen.findByTestId('edit-user-drawer'));
    await drawer.findByText('gh-1');
    const input = (name: string) => document.querySelector(`[data-testid="edit-user-drawer"] [name="${name}"]`)!;
    fireEvent.change(input('password'), { target: { value: 'short' } });
    fireEvent.change(input('quota'), { target: { value: '1.5' } });
    fireEvent.click(drawer.getByRole('button', { name: '提交' }));
    await drawer.findByText('密码长度不得小于 8 位！');
    drawer.getByText('额度必须是整数');
    expect(server.sent.some((s) => s.name === 'EditUserDrawer_Save')).toBe(false);

    fireEvent.change(input('password'), { target: { value: '' } });
    fireEvent.change(input('quota'), { target: { value: '1000' } });
    fireEvent.change(input('group'), { target: { value: 'vip' } });
    fireEvent.click(drawer.getByRole('button', { name: '提交' }));
    await expect
      .poll(() => server.sent.find((s) => s.name === 'EditUserDrawer_Save')?.variables)
      .toEqual({
        id: 2,
        username: null,
        displayName: null,
        password: null,
        group: 'vip',
        quota: null,
      });
  });

  it('shows the quota that results from a negative amount before it is sent', async () => {
    await renderUsers();
    await screen.findByTestId('user-row-ann');
    fireEvent.click(button('ann', '添加额度'));
    const dialog = within(await screen.findByTestId('add-quota-dialog'));
    fireEvent.change(document.querySelector('[data-testid="add-quota-dialog"] [name="amount"]')!, { target: { value: '-250000' } });
    expect(dialog.getByTestId('resulting-quota').textContent).toContain('750,000');
  });
});
