// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../console/src/components/ui/toaster';
import { OptionSection } from '../../../console/src/features/settings/components/option-section';
import type { OptionField } from '../../../console/src/features/settings/option-field';
import { SettingsProvider } from '../../../console/src/features/settings/settings-context';
import { SettingsScreen } from '../../../console/src/features/settings/settings-screen';
import '../../../console/src/features/settings/settings-strings';
import { toaster } from '../../../console/src/lib/toaster';
import { optionUpdates as saves } from './settings-kit';
import { renderConsole, type StubAnswers } from './render-console';

const OPTIONS = [
  { key: 'SMTPServer', value: 'smtp.example.com', secret: false, set: true, type: 'text', writable: true },
  { key: 'SMTPPort', value: '587', secret: false, set: true, type: 'integer', writable: true },
  { key: 'SMTPToken', value: '', secret: true, set: true, type: 'text', writable: true },
  { key: 'SMTPSSLEnabled', value: 'false', secret: false, set: true, type: 'boolean', writable: true },
  { key: 'ServerAddress', value: 'https://gw.example.com', secret: false, set: true, type: 'text', writable: false },
];

const FIELDS: OptionField[] = [
  { kind: 'toggle', key: 'SMTPSSLEnabled', label: 'SSL' },
  { kind: 'text', key: 'SMTPServer', label: 'Server' },
  { kind: 'integer', key: 'SMTPPort', label: 'Port', min: 1, max: 65535 },
  { kind: 'secret', key: 'SMTPToken', label: 'Token' },
  { kind: 'text', key: 'ServerAddress', label: 'Address' },
];

/** Saves answer the option back, or fail for the keys in `failing` with the server's message. */
function answers(failing: Record<string, string> = {}): StubAnswers {
  return {
    SettingsScreen_Options: { data: { options: OPTIONS } },
    SettingsScreen_UpdateOption: (variables) => {
      const key = variables.key as string;
      if (failing[key]) return { errors: [{ message: failing[key], extensions: { code: 'BAD_USER_INPUT' } }] };
      return { data: { updateOption: { ...OPTIONS.find((o) => o.key === key)!, value: variables.value } } };
    },
  };
}

async function renderSection(language: 'zh' | 'en', failing: Record<string, string> = {}) {
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'root', displayName: '', role: 100, status: 1, group: 'default' }));
  const element = (
    <SettingsProvider>
      <OptionSection title="SMTP" fields={FIELDS} testId="settings-test" />
      <Toaster />
    </SettingsProvider>
  );
  const rendered = await renderConsole([{ path: '/setting', element }], { path: '/setting', language, answers: answers(failing) });
  await screen.findByDisplayValue('smtp.example.com');
  return rendered;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => {
  toaster.remove();
  localStorage.clear();
});

describe('settings sections (spec 03 §2.2, §8)', () => {
  it('says nothing changed and sends nothing; then sends each changed key once, in its own call', async () => {
    const { server } = await renderSection('en');
    fireEvent.click(screen.getByRole('button', { name: 'Save SMTP' }));
    expect(await screen.findByText('You seem not to have changed anything')).toBeTruthy();
    expect(saves(server.sent)).toEqual([]);

    fireEvent.change(input('Server'), { target: { value: 'mail.example.com' } });
    fireEvent.change(input('Port'), { target: { value: '465' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save SMTP' }));
    expect(await screen.findByText('Update succeeded')).toBeTruthy();
    expect(saves(server.sent)).toEqual([
      ['SMTPServer', 'mail.example.com'],
      ['SMTPPort', '465'],
    ]);
  });

  it('refuses a number out of range before sending, marking the field', async () => {
    const { server } = await renderSection('zh');
    fireEvent.change(input('Port'), { target: { value: '70000' } });
    fireEvent.click(screen.getByRole('button', { name: '保存SMTP' }));
    expect((await screen.findAllByText('请检查输入')).length).toBeGreaterThanOrEqual(1);
    expect(saves(server.sent)).toEqual([]);
  });

  it('tells a partial failure with the first server message', async () => {
    const { server } = await renderSection('en', { SMTPPort: 'SMTPPort must be a whole number from 1 to 65535' });
    fireEvent.change(input('Server'), { target: { value: 'mail.example.com' } });
    fireEvent.change(input('Port'), { target: { value: '465' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save SMTP' }));
    expect(await screen.findByText('Partial save failed, please retry: SMTPPort must be a whole number from 1 to 65535')).toBeTruthy();
    expect(saves(server.sent)).toHaveLength(2);
  });

  it('keeps a secret blank, says whether one is set, and sends it only when typed', async () => {
    const { server } = await renderSection('en');
    expect(input('Token').value).toBe('');
    expect(input('Token').placeholder).toBe('Set; leave blank to keep it');
    fireEvent.change(input('Token'), { target: { value: 'app-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save SMTP' }));
    await screen.findByText('Update succeeded');
    expect(saves(server.sent)).toEqual([['SMTPToken', 'app-password']]);
    await waitFor(() => expect(input('Token').value).toBe(''));
  });

  it('saves a toggle at once, and puts it back when the save fails', async () => {
    const { server } = await renderSection('en', { SMTPSSLEnabled: 'refused' });
    const ssl = screen.getByTestId('option-SMTPSSLEnabled').querySelector('input')!;
    fireEvent.click(ssl);
    expect(await screen.findByText('Save failed: refused')).toBeTruthy();
    expect(saves(server.sent)).toEqual([['SMTPSSLEnabled', 'true']]);
    await waitFor(() => expect(ssl.checked).toBe(false));
  });

  it('disables what only the super admin may change, and says so', async () => {
    await renderSection('en');
    expect(input('Address').disabled).toBe(true);
    expect(screen.getByText('Only the super admin can change this')).toBeTruthy();
  });
});

describe('two sections on one screen', () => {
  it('keeps what is typed in one section when another saves and the options are read again', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'root', displayName: '', role: 100, status: 1, group: 'default' }));
    let reads = 0;
    const stored = new Map(OPTIONS.map((o) => [o.key, o.value]));
    const element = (
      <SettingsProvider>
        <OptionSection title="Server" fields={[{ kind: 'text', key: 'SMTPServer', label: 'Server' }]} />
        <OptionSection title="Port" fields={[{ kind: 'integer', key: 'SMTPPort', label: 'Port', min: 1 }]} />
        <OptionSection title="SSL" fields={[{ kind: 'toggle', key: 'SMTPSSLEnabled', label: 'SSL' }]} />
        <Toaster />
      </SettingsProvider>
    );
    await renderConsole([{ path: '/setting', element }], {
      path: '/setting',
      language: 'en',
      answers: {
        SettingsScreen_Options: () => (reads++, { data: { options: OPTIONS.map((o) => ({ ...o, value: stored.get(o.key) })) } }),
        SettingsScreen_UpdateOption: (variables) => {
          stored.set(variables.key as string, variables.value as string);
          // Meanwhile another admin turned SSL on: the read after the save brings it.
          stored.set('SMTPSSLEnabled', 'true');
          return { data: { updateOption: { ...OPTIONS.find((o) => o.key === variables.key)!, value: variables.value } } };
        },
      },
    });
    await screen.findByDisplayValue('smtp.example.com');
    fireEvent.change(input('Server'), { target: { value: 'typing.example.com' } });
    fireEvent.change(input('Port'), { target: { value: '2525' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Port' }));
    await screen.findByText('Update succeeded');
    await waitFor(() => expect(reads).toBeGreaterThan(1));
    const ssl = screen.getByTestId('option-SMTPSSLEnabled').querySelector('input')!;
    await waitFor(() => expect(ssl.checked).toBe(true));
    expect(input('Port').value).toBe('2525');
    expect(input('Server').value).toBe('typing.example.com');
  });
});

describe('the settings screen (spec 03 §2.1)', () => {
  it('shows the five tabs and opens the one `?tab=` names, operation otherwise', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'root', displayName: '', role: 100, status: 1, group: 'default' }));
    const routes = [{ path: '/setting', element: <SettingsScreen /> }];
    await renderConsole(routes, { path: '/setting?tab=system', language: 'en', answers: answers() });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Operation', 'Rate limits', 'Models', 'System', 'Other']);
    expect(screen.getByRole('tab', { name: 'System' }).getAttribute('aria-selected')).toBe('true');
  });
});
