// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../console/src/components/ui/toaster';
import { ModelPricingSettings } from '../../../console/src/features/settings/components/pricing/model-pricing-settings';
import { SettingsProvider, useSettings } from '../../../console/src/features/settings/settings-context';
import { SettingsScreen } from '../../../console/src/features/settings/settings-screen';
import '../../../console/src/features/settings/settings-strings';
import { toaster } from '../../../console/src/lib/toaster';
import { renderConsole, type StubAnswer } from './render-console';

/** The stored maps; a save changes them, and the options query reads them again (as the server would). */
function storedMaps(overrides: Record<string, string> = {}): Record<string, string> {
  const ratios = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`m-${String(i).padStart(2, '0')}`, 1]));
  return {
    ModelPrice: JSON.stringify({ 'mj-imagine': 0.1 }),
    ModelRatio: JSON.stringify({ 'gpt-cheap': 0.1, 'gpt-mid': 2, 'gpt-high': 4, 'gpt-top': 7.5, ...ratios }),
    CacheRatio: '{}',
    CreateCacheRatio: '{}',
    CompletionRatio: JSON.stringify({ 'gpt-cheap': 3 }),
    ImageRatio: '{}',
    'tool_price_setting.prices': '{}',
    ...overrides,
  };
}

/** The pricing editors alone in the screen's own options provider (fast); `whole` renders the whole screen's operation tab. */
function PricingAlone() {
  const { loaded } = useSettings();
  return loaded ? <ModelPricingSettings /> : null;
}

async function renderPricing(
  options: {
    language?: 'zh' | 'en';
    stored?: Record<string, string>;
    whole?: boolean;
    answers?: Record<string, StubAnswer | ((v: Record<string, unknown>) => StubAnswer)>;
  } = {},
) {
  const stored = options.stored ?? storedMaps();
  localStorage.setItem('user', JSON.stringify({ id: 1, username: 'root', displayName: '', role: 100, status: 1, group: 'default' }));
  const option = (key: string) => ({ key, value: stored[key]!, secret: false, set: true, type: 'json', writable: true });
  const rendered = await renderConsole(
    [
      {
        path: '/setting',
        element: (
          <>
            {options.whole ? (
              <SettingsScreen />
            ) : (
              <SettingsProvider>
                <PricingAlone />
              </SettingsProvider>
            )}
            <Toaster />
          </>
        ),
      },
    ],
    {
      path: '/setting?tab=operation',
      language: options.language ?? 'zh',
      answers: {
        SettingsScreen_Options: () => ({ data: { options: Object.keys(stored).map(option) } }),
        SettingsScreen_UpdateOption: (variables) => {
          stored[variables.key as string] = variables.value as string;
          return { data: { updateOption: option(variables.key as string) } };
        },
        ModelRatioEditors_Reset: { data: { resetModelRatio: { key: 'ModelRatio', value: '{}' } } },
        UnsetModels_Enabled: { data: { enabledModels: ['gpt-cheap', 'mj-imagine', 'new-a', 'new-b', 'new-a'] } },
        ...options.answers,
      },
    },
  );
  await screen.findByTestId('model-pricing-json');
  return { ...rendered, stored };
}

type Sent = Array<{ name: string; variables: Record<string, unknown> }>;
const updates = (sent: Sent) =>
  sent.filter((s) => s.name === 'SettingsScreen_UpdateOption').map((s) => [s.variables.key, JSON.parse(s.variables.value as string)]);
const pricing = () => within(screen.getByTestId('model-pricing-tabs'));
const openTab = async (name: string) => {
  fireEvent.click(pricing().getByRole('tab', { name }));
  return name;
};
const rowOf = (name: string) => within(screen.getAllByTestId('pricing-row').find((row) => row.getAttribute('data-name') === name)!);
const dialog = () => within(screen.getByTestId('model-price-dialog'));
const typeIn = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
/** Waits for a notice, then clears the notices (at most 4 show at once). */
const toast = async (text: string) => {
  await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
  toaster.remove();
};
const openVisual = async (name: string) => {
  await openTab(name);
  await screen.findAllByTestId('pricing-row');
};

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('model pricing, model ratio settings (spec 03 sections 2.1, 5)', () => {
  it('checks each map as JSON when it loses focus, refuses to save a bad one, and saves only the changed map (English)', async () => {
    const { server } = await renderPricing({ language: 'en', whole: true });
    within(screen.getByTestId('settings-model-pricing')).getByTestId('model-pricing-tabs');
    const json = within(screen.getByTestId('model-pricing-json'));
    const ratio = json.getByRole('textbox', { name: 'Model ratios' });
    for (const label of ['Model fixed prices', 'Cache ratios', 'Cache-write ratios', 'Completion ratios', 'Image input ratios', 'Tool call prices'])
      json.getByRole('textbox', { name: label });
    typeIn(ratio, '{"gpt-cheap": ');
    fireEvent.blur(ratio);
    await json.findByText('Not a valid JSON string');
    fireEvent.click(json.getByRole('button', { name: 'Save model ratio settings' }));
    // The field's message and the notice.
    await waitFor(() => expect(screen.getAllByText('Not a valid JSON string')).toHaveLength(2));
    expect(updates(server.sent)).toEqual([]);

    typeIn(ratio, '{"gpt-cheap": 0.25}');
    fireEvent.click(json.getByRole('button', { name: 'Save model ratio settings' }));
    await toast('Update succeeded');
    expect(updates(server.sent)).toEqual([['ModelRatio', { 'gpt-cheap': 0.25 }]]);
  });

  it('resets the model ratios after asking, then reads the options again', async () => {
    const { server } = await renderPricing();
    fireEvent.click(pricing().getByRole('button', { name: '重置模型倍率' }));
    const ask = within(await screen.findByTestId('confirm-dialog'));
    ask.getByText('确定重置模型倍率吗？');
    expect(server.sent.some((s) => s.name === 'ModelRatioEditors_Reset')).toBe(false);
    fireEvent.click(ask.getByRole('button', { name: '重置' }));
    await toast('模型倍率已重置');
    const names = server.sent.map((s) => s.name);
    expect(names.filter((name) => name === 'ModelRatioEditors_Reset')).toHaveLength(1);
    await waitFor(() => expect(server.sent.map((s) => s.name).lastIndexOf('SettingsScreen_Options')).toBeGreaterThan(names.indexOf('ModelRatioEditors_Reset')));
  });
});

describe('model pricing, visual editor (spec 03 sections 3.3, 4, 5, 9)', () => {
  it('lists every model of the three maps by 10 a page, with derived prices and ratio colours, searchable by name', async () => {
    await renderPricing();
    await openVisual('可视化倍率设置');
    expect(screen.getAllByTestId('pricing-row')).toHaveLength(10);
    expect(within(screen.getByTestId('model-pricing-visual')).getByText('共 16 条', { exact: false })).toBeTruthy();
    const cheap = rowOf('gpt-cheap');
    expect(cheap.getByTestId('input-price').textContent).toBe('$0.2');
    expect(cheap.getByTestId('completion-price').textContent).toBe('$0.6');
    expect(cheap.getByText('0.1').getAttribute('data-colour')).toBe('green');
    expect(rowOf('gpt-mid').getByText('2').getAttribute('data-colour')).toBe('blue');
    expect(rowOf('gpt-high').getByText('4').getAttribute('data-colour')).toBe('orange');
    expect(rowOf('gpt-top').getByText('7.5').getAttribute('data-colour')).toBe('red');
    rowOf('mj-imagine').getByText('$0.1 / 次');
    typeIn(screen.getByRole('searchbox', { name: '搜索模型名称' }), 'GPT-');
    expect(screen.getAllByTestId('pricing-row').map((row) => row.getAttribute('data-name'))).toEqual(['gpt-cheap', 'gpt-mid', 'gpt-high', 'gpt-top']);
  });

  it('shows a card per model on a phone', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === '(max-width: 600px)' });
    try {
      await renderPricing();
      await openVisual('可视化倍率设置');
      expect(screen.getByTestId('pricing-table').tagName).not.toBe('TABLE');
      expect(screen.getAllByTestId('pricing-row')).toHaveLength(10);
      rowOf('gpt-cheap').getByText('$0.6');
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('adds a model: name required and new, a fixed price never 0, prices converted to ratios; the save sends only the changed maps', async () => {
    const { server } = await renderPricing();
    await openVisual('可视化倍率设置');
    fireEvent.click(screen.getByRole('button', { name: '添加模型' }));
    await screen.findByTestId('model-price-dialog');
    const submit = () => fireEvent.click(dialog().getByRole('button', { name: '确定' }));
    submit();
    await dialog().findByText('请输入模型名称');
    typeIn(dialog().getByRole('textbox', { name: /模型名称/ }), 'gpt-mid');
    submit();
    await dialog().findByText('模型名称已存在');
    typeIn(dialog().getByRole('textbox', { name: /模型名称/ }), 'new-model');
    fireEvent.change(dialog().getByRole('combobox', { name: '计费方式' }), { target: { value: 'perRequest' } });
    typeIn(dialog().getByRole('textbox', { name: '固定价格（美元 / 次）' }), '0');
    submit();
    await dialog().findByText('模型价格不能为 0');
    fireEvent.change(dialog().getByRole('combobox', { name: '计费方式' }), { target: { value: 'perToken' } });
    fireEvent.change(dialog().getByRole('combobox', { name: '设置方式' }), { target: { value: 'byPrice' } });
    typeIn(dialog().getByRole('textbox', { name: '输入价格（美元 / 1M tokens）' }), 'abc');
    submit();
    await dialog().findByText('请输入数字');
    typeIn(dialog().getByRole('textbox', { name: '输入价格（美元 / 1M tokens）' }), '0.3');
    typeIn(dialog().getByRole('textbox', { name: '补全价格（美元 / 1M tokens）' }), '0.6');
    expect(dialog().getByTestId('derived-ratios').textContent).toBe('将保存为模型倍率 0.15，补全倍率 2');
    submit();
    await waitFor(() => expect(screen.queryByTestId('model-price-dialog')).toBeNull());
    expect(rowOf('new-model').getByTestId('input-price').textContent).toBe('$0.3');
    expect(updates(server.sent)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '保存模型价格' }));
    await toast('更新成功');
    const sent = updates(server.sent);
    expect(sent.map(([key]) => key)).toEqual(['ModelRatio', 'CompletionRatio']);
    expect(sent[0]![1]).toMatchObject({ 'new-model': 0.15, 'gpt-mid': 2 });
    expect(sent[1]![1]).toEqual({ 'gpt-cheap': 3, 'new-model': 2 });
  });

  it('edits a model without renaming it: per token clears its fixed price; deleting one drops it from every map', async () => {
    const { server } = await renderPricing({ language: 'en' });
    await openVisual('Visual editor');
    fireEvent.click(rowOf('mj-imagine').getByRole('button', { name: 'Edit' }));
    await screen.findByTestId('model-price-dialog');
    expect((dialog().getByRole('textbox', { name: 'Model name' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(dialog().getByRole('combobox', { name: 'Billing mode' }), { target: { value: 'perToken' } });
    typeIn(dialog().getByRole('textbox', { name: 'Model ratio' }), '1.50');
    fireEvent.click(dialog().getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('model-price-dialog')).toBeNull());
    fireEvent.click(rowOf('gpt-cheap').getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save model prices' }));
    await toast('Update succeeded');
    const sent = Object.fromEntries(updates(server.sent));
    expect(Object.keys(sent)).toEqual(['ModelPrice', 'ModelRatio', 'CompletionRatio']);
    expect(sent.ModelPrice).toEqual({});
    expect(sent.ModelRatio['mj-imagine']).toBe(1.5);
    expect(sent.ModelRatio).not.toHaveProperty('gpt-cheap');
    expect(sent.CompletionRatio).toEqual({});
  });

  it('batch sets the selected models, after checking the selection and the values', async () => {
    const { server } = await renderPricing();
    await openVisual('可视化倍率设置');
    const bar = within(screen.getByTestId('pricing-batch'));
    const apply = () => fireEvent.click(bar.getByRole('button', { name: '应用到所选' }));
    apply();
    await toast('请先选择需要批量设置的模型');
    fireEvent.click(rowOf('gpt-mid').getByRole('checkbox', { name: '选择' }));
    fireEvent.click(rowOf('gpt-high').getByRole('checkbox', { name: '选择' }));
    apply();
    await toast('请输入填充值');
    typeIn(bar.getByRole('textbox', { name: '填充值' }), 'x');
    apply();
    await toast('请输入有效的数字');
    fireEvent.change(bar.getByRole('combobox', { name: '批量设置' }), { target: { value: 'bothRatio' } });
    typeIn(bar.getByRole('textbox', { name: '模型倍率' }), '0.5');
    apply();
    await toast('请输入模型倍率和补全倍率');
    typeIn(bar.getByRole('textbox', { name: '补全倍率' }), '2');
    apply();
    await toast('已为 2 个模型设置');
    fireEvent.click(screen.getByRole('button', { name: '保存模型价格' }));
    await toast('更新成功');
    const sent = Object.fromEntries(updates(server.sent));
    expect(sent.ModelRatio).toMatchObject({ 'gpt-mid': 0.5, 'gpt-high': 0.5, 'gpt-cheap': 0.1 });
    expect(sent.CompletionRatio).toEqual({ 'gpt-cheap': 3, 'gpt-mid': 2, 'gpt-high': 2 });
    expect(sent).not.toHaveProperty('ModelPrice');
  });
});

describe('model pricing, unset-ratio models (spec 03 section 4)', () => {
  it('lists enabled models without a price or ratio, checks and saves what is given, and the saved ones leave the list', async () => {
    const { server } = await renderPricing();
    await openTab('未设置倍率模型');
    await screen.findAllByTestId('unset-model-row');
    const names = () => screen.queryAllByTestId('unset-model-row').map((row) => row.getAttribute('data-name'));
    expect(names()).toEqual(['new-a', 'new-b']);
    const input = (model: string, field: string) => screen.getByRole('textbox', { name: `${model} ${field}` }) as HTMLInputElement;
    typeIn(input('new-a', '固定价格'), '0');
    expect(input('new-a', '模型倍率').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '保存价格' }));
    await toast('new-a：模型价格不能为 0');
    typeIn(input('new-a', '固定价格'), '0.04');
    typeIn(input('new-b', '补全倍率'), '2');
    fireEvent.click(screen.getByRole('button', { name: '保存价格' }));
    await toast('new-b：请输入数字');
    typeIn(input('new-b', '模型倍率'), '0.75');
    fireEvent.click(screen.getByRole('button', { name: '保存价格' }));
    await toast('更新成功');
    expect(updates(server.sent)).toEqual([
      ['ModelPrice', { 'mj-imagine': 0.1, 'new-a': 0.04 }],
      ['ModelRatio', expect.objectContaining({ 'gpt-cheap': 0.1, 'new-b': 0.75 })],
      ['CompletionRatio', { 'gpt-cheap': 3, 'new-b': 2 }],
    ]);
    await screen.findByText('所有启用的模型都已设置价格或倍率');
    expect(names()).toEqual([]);
  });

  it('says when the enabled models cannot be read (English)', async () => {
    await renderPricing({ language: 'en', answers: { UnsetModels_Enabled: { errors: [{ message: 'boom' }] } } });
    await openTab('Unset-ratio models');
    expect(await within(await screen.findByTestId('model-pricing-unset')).findByText('Failed to get enabled models')).toBeTruthy();
  });
});
