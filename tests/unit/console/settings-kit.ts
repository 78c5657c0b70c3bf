import { fireEvent, screen, within } from '@testing-library/react';

/*
 * What the settings screen's component tests share: the saves the stub
 * server received, and the sections, fields, save buttons and switches the
 * foundation renders (sections are `settings-<id>`, switches `option-<key>`).
 */

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
