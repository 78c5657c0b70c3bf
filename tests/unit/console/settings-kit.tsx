import { fireEvent, screen, within } from '@testing-library/react';
import { Toaster } from '../../../console/src/components/ui/toaster';
import { SettingsScreen } from '../../../console/src/features/settings/settings-screen';
import type { Status } from '../../../console/src/lib/status/status-fields';
import { renderConsole, type Rendered, type StubAnswers } from './render-console';

/*
 * What the settings screen's component tests share: the screen rendered on
 * one tab, the saves the stub server received, and the sections, fields,
 * save buttons and switches the foundation renders (sections are
 * `settings-<id>`, switches `option-<key>`).
 */

/** An option row as the `options` query answers it. */
export interface OptionRow {
  readonly key: string;
  readonly value: string;
  readonly secret: boolean;
  readonly set: boolean;
  readonly type: string;
  readonly writable: boolean;
}

/**
 * The whole settings screen (with its notices) at `/setting?tab=<tab>`,
 * signed in with `role` (100: the super admin), the `options` query
 * answering `options`, and each save answering the option as saved.
 */
export async function renderSettingsTab(
  tab: string,
  {
    options,
    role = 100,
    language = 'zh',
    status,
    answers = {},
  }: { options: readonly OptionRow[]; role?: number; language?: 'zh' | 'en'; status?: Status; answers?: StubAnswers },
): Promise<Rendered> {
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'root', displayName: '', role, status: 1, group: 'default' }));
  const element = (
    <>
      <SettingsScreen />
      <Toaster />
    </>
  );
  return renderConsole([{ path: '/setting', element }], {
    path: `/setting?tab=${tab}`,
    language,
    ...(status ? { status } : {}),
    answers: {
      SettingsScreen_Options: { data: { options } },
      SettingsScreen_UpdateOption: (variables) => ({
        data: { updateOption: { key: variables.key, value: variables.value, secret: false, set: true, type: 'text', writable: true } },
      }),
      ...answers,
    },
  });
}

type Sent = ReadonlyArray<{ name: string; variables: Record<string, unknown> }>;

/** Each `updateOption` sent, as [key, value], in order. */
export const optionUpdates = (sent: Sent): Array<[unknown, unknown]> =>
  sent.filter((s) => s.name === 'SettingsScreen_UpdateOption').map((s) => [s.variables.key, s.variables.value]);

export const section = (id: string) => within(screen.getByTestId(`settings-${id}`));

/** The field of option `name` in section `id`. */
export const field = (id: string, name: string) => screen.getByTestId(`settings-${id}`).querySelector<HTMLInputElement>(`[name="${name}"]`)!;

export const type = (id: string, name: string, value: string) => fireEvent.change(field(id, name), { target: { value } });

/** Clicks the section's save button, in either language. */
export const save = (id: string) => fireEvent.click(section(id).getByRole('button', { name: /^(保存|Save)/ }));

export const toggle = (key: string) => fireEvent.click(within(screen.getByTestId(`option-${key}`)).getByRole('checkbox'));
