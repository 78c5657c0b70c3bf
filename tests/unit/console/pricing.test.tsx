// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PricingScreen } from '../../../console/src/features/pricing/pricing-screen';
import { renderConsole, testStatus } from './render-console';

const entry = (modelName: string, overrides: Record<string, unknown> = {}) => ({
  modelName,
  quotaType: 0,
  modelRatio: 1,
  completionRatio: 1,
  modelPrice: 0,
  enableGroups: ['default'],
  cacheRatio: null,
  createCacheRatio: null,
  imageRatio: null,
  ...overrides,
});

const PRICING = {
  data: {
    pricing: {
      groupRatios: [
        { group: 'default', ratio: 1 },
        { group: 'vip', ratio: 2 },
      ],
      usableGroups: [
        { group: 'default', description: 'Default' },
        { group: 'vip', description: 'VIP' },
      ],
      models: [
        entry('claude-3-haiku', { modelRatio: 0.125, completionRatio: 5 }),
        entry('vip-draw', { quotaType: 1, modelPrice: 0.05, modelRatio: 0, enableGroups: ['vip'] }),
        entry('gpt-4o-mini', { modelRatio: 0.075, completionRatio: 4, cacheRatio: 0.5, enableGroups: ['default', 'vip'] }),
        entry('GPT-3.5-turbo', { modelRatio: 0.25, completionRatio: 3, enableGroups: ['vip'] }),
      ],
    },
  },
};

async function renderPricing(options: { group?: string; displayInCurrency?: boolean } = {}) {
  if (options.group) localStorage.setItem('user', JSON.stringify({ id: 2, username: 'ann', displayName: '', role: 1, status: 1, group: options.group }));
  const rendered = await renderConsole([{ path: '/pricing', element: <PricingScreen /> }], {
    path: '/pricing',
    language: 'en',
    answers: { PricingScreen_Pricing: PRICING },
    status: testStatus({ displayInCurrency: options.displayInCurrency ?? true }),
  });
  await screen.findByTestId('pricing-table');
  return rendered;
}

// A Chakra checkbox toggles when its label (the root) is clicked, as a person would.
const tick = (label: string) => fireEvent.click(screen.getByLabelText(label).closest('label')!);
const names = () => screen.queryAllByTestId('pricing-row').map((row) => row.getAttribute('data-model'));
const row = (model: string) => within(screen.getAllByTestId('pricing-row').find((el) => el.getAttribute('data-model') === model)!);

describe('pricing (spec 02 sections 2 and 9)', () => {
  it('warns a guest that prices use the default group, and lists usable models first, gpt names first', async () => {
    await renderPricing();
    expect(screen.getByTestId('pricing-banner').textContent).toBe('You are not signed in: prices use the default group ratio (1)');
    expect(names()).toEqual(['gpt-4o-mini', 'claude-3-haiku', 'GPT-3.5-turbo', 'vip-draw']);
    expect(row('gpt-4o-mini').getByTestId('pricing-usable')).toBeTruthy();
    expect(row('vip-draw').queryByTestId('pricing-usable')).toBeNull();
    expect(row('gpt-4o-mini').getByTestId('pricing-price').textContent).toBe('Input $0.15 / 1M tokensOutput $0.60 / 1M tokens');
    expect(row('vip-draw').getByTestId('pricing-price').textContent).toBe('$0.05 / call');
    expect(row('vip-draw').getByTestId('pricing-billing').textContent).toBe('Per call');
    const ratios = row('gpt-4o-mini').getByTestId('pricing-ratios');
    expect([...ratios.children].map((tag) => `${tag.textContent}:${tag.getAttribute('data-colour')}`)).toEqual([
      'Model 0.075:green',
      'Completion 4:orange',
      'Group 1:green',
      'Cache 0.5:green',
    ]);
  });

  it("shows a user's group and ratio, and a group tag switches the viewed group's marks, order and prices", async () => {
    await renderPricing({ group: 'vip' });
    expect(screen.getByTestId('pricing-banner').textContent).toBe('Your group is vip, with a ratio of 2');
    expect(names()).toEqual(['GPT-3.5-turbo', 'gpt-4o-mini', 'vip-draw', 'claude-3-haiku']);
    expect(row('gpt-4o-mini').getByTestId('pricing-price').textContent).toBe('Input $0.30 / 1M tokensOutput $1.20 / 1M tokens');
    fireEvent.click(screen.getByRole('button', { name: 'default ×1' }));
    expect(screen.getByRole('button', { name: 'default ×1' }).getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['gpt-4o-mini', 'claude-3-haiku', 'GPT-3.5-turbo', 'vip-draw']);
    expect(row('gpt-4o-mini').getByTestId('pricing-price').textContent).toBe('Input $0.15 / 1M tokensOutput $0.60 / 1M tokens');
  });

  it('searches names case-insensitively and selects the shown names; copying needs a selection', async () => {
    await renderPricing();
    const copy = screen.getByTestId('pricing-copy');
    expect((copy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Search model names'), { target: { value: 'gpt' } });
    expect(names()).toEqual(['gpt-4o-mini', 'GPT-3.5-turbo']);
    tick('Select every shown model');
    await expect.poll(() => copy.textContent).toBe('Copy selected names (2)');
    expect((copy as HTMLButtonElement).disabled).toBe(false);
    tick('Select every shown model');
    await expect.poll(() => copy.textContent).toBe('Copy selected names (0)');
    expect((copy as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows prices in quota when the status says not to show currency', async () => {
    await renderPricing({ displayInCurrency: false });
    expect(row('gpt-4o-mini').getByTestId('pricing-price').textContent).toBe('Input 75,000 / 1M tokensOutput 300,000 / 1M tokens');
  });
});
