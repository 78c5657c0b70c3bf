// @vitest-environment jsdom
import './jsdom-setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../console/src/components/ui/toaster';
import { WalletScreen } from '../../../console/src/features/wallet/wallet-screen';
import { toaster } from '../../../console/src/lib/toaster';
import { renderConsole, type StubAnswer } from './render-console';

const offer = (overrides: Record<string, unknown> = {}) => ({
  enableOnlineTopup: true,
  minTopup: 5,
  topUpLink: 'https://shop.example/buy',
  amountOptions: [10, 50],
  payMethods: [
    { name: '支付宝', type: 'zfb', color: null, minTopup: null },
    { name: '微信', type: 'wx', color: null, minTopup: 20 },
  ],
  ...overrides,
});

const data = (topupInfo = offer()) => ({ data: { wallet: { userId: 3, quota: 5_000_000, usedQuota: 500_000, requestCount: 4 }, topupInfo } });

const BASE: Record<string, StubAnswer> = {
  WalletScreen_Data: data(),
  OnlineTopupCard_Amount: { data: { topupAmount: '7.30' } },
  RedeemCard_Redeem: { data: { redeemCode: 1_000_000 } },
  TopupConfirmDialog_Pay: {
    data: {
      topupPay: {
        url: 'https://pay.example/submit.php',
        tradeNo: 'USR3NOabc',
        fields: [
          { name: 'out_trade_no', value: 'USR3NOabc' },
          { name: 'sign', value: 'f00' },
        ],
      },
    },
  },
};

async function renderWallet(options: { answers?: Record<string, StubAnswer>; language?: 'zh' | 'en' } = {}) {
  localStorage.setItem('user', JSON.stringify({ id: 3, username: 'ann', displayName: '', role: 1, status: 1, group: 'default' }));
  return renderConsole(
    [
      {
        path: '/topup',
        element: (
          <>
            <WalletScreen />
            <Toaster />
          </>
        ),
      },
    ],
    { path: '/topup', language: options.language ?? 'zh', answers: { ...BASE, ...options.answers } },
  );
}

const lastSent = (sent: Array<{ name: string; variables: Record<string, unknown> }>, name: string) => sent.filter((s) => s.name === name).at(-1)?.variables;
const redeem = () => within(screen.getByTestId('redeem-card'));
const topup = () => within(screen.getByTestId('topup-card'));

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('wallet: balance and redeem (spec 02 sections 2, 5 and 8)', () => {
  it('shows the balance and follows walletChanged without a reload', async () => {
    const { server } = await renderWallet();
    await vi.waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$10.00'));
    expect(screen.getByTestId('wallet-requests').textContent).toBe('4');
    expect(screen.queryByTestId('wallet-live')).toBeNull();
    act(() => server.push('WalletBalance_Changed', { walletChanged: { userId: 3, quota: 4_750_000, usedQuota: 750_000, requestCount: 5 } }));
    await vi.waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toBe('$9.50'));
    expect(screen.getByTestId('wallet-used').textContent).toBe('$1.50');
    screen.getByTestId('wallet-live');
  });

  it('requires a code, in both languages, then redeems it with the amount added', async () => {
    const { server } = await renderWallet();
    await screen.findByTestId('redeem-card');
    fireEvent.click(redeem().getByRole('button', { name: '兑换' }));
    await redeem().findByText('请输入兑换码！');
    expect(server.sent.map((s) => s.name)).not.toContain('RedeemCard_Redeem');
    fireEvent.change(redeem().getByLabelText('兑换码'), { target: { value: ' CODE ' } });
    fireEvent.click(redeem().getByRole('button', { name: '兑换' }));
    await screen.findByText('兑换成功！已增加 $2.00');
    expect(lastSent(server.sent, 'RedeemCard_Redeem')).toEqual({ key: 'CODE' });
    expect((redeem().getByLabelText('兑换码') as HTMLInputElement).value).toBe('');

    await renderWallet({ language: 'en' });
    const cards = await screen.findAllByTestId('redeem-card');
    fireEvent.click(within(cards.at(-1)!).getByRole('button', { name: 'Redeem' }));
    await within(cards.at(-1)!).findByText('Please enter a redemption code!');
  });

  it('shows the server message when a code is refused', async () => {
    await renderWallet({ answers: { RedeemCard_Redeem: { errors: [{ message: '无效的兑换码' }] } } });
    fireEvent.change(await screen.findByLabelText('兑换码'), { target: { value: 'used' } });
    fireEvent.click(redeem().getByRole('button', { name: '兑换' }));
    await screen.findByText('无效的兑换码');
  });

  it('opens the top-up link, or says none is set', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderWallet();
    fireEvent.click(await screen.findByRole('button', { name: '获取兑换码' }));
    expect(open).toHaveBeenCalledWith('https://shop.example/buy', '_blank', 'noopener');
  });

  it('says the super administrator has not set a top-up link', async () => {
    await renderWallet({ answers: { WalletScreen_Data: data(offer({ topUpLink: '' })) } });
    fireEvent.click(await screen.findByRole('button', { name: '获取兑换码' }));
    await screen.findByText('超级管理员未设置充值链接！');
  });
});

describe('wallet: online top-up (spec 02 sections 4, 5 and 8)', () => {
  it('says when online top-up is off', async () => {
    await renderWallet({ answers: { WalletScreen_Data: data(offer({ enableOnlineTopup: false })) } });
    await screen.findByText('管理员未开启在线充值！');
    expect(screen.queryByRole('button', { name: '支付宝支付' })).toBeNull();
  });

  it('says so in English too', async () => {
    await renderWallet({ language: 'en', answers: { WalletScreen_Data: data(offer({ enableOnlineTopup: false })) } });
    await screen.findByText('The administrator has not enabled online top-up!');
  });

  it('previews the payable amount, clamps the input to 1, and refuses an amount below the minimum', async () => {
    const { server } = await renderWallet();
    await vi.waitFor(() => expect(screen.getByTestId('topup-payable').textContent).toBe('7.30'));
    expect(lastSent(server.sent, 'OnlineTopupCard_Amount')).toEqual({ amount: 5 });
    const amount = topup().getByLabelText('充值数量') as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '-3' } });
    expect(amount.value).toBe('1');
    await topup().findByText('充值数量不能小于 5');
    fireEvent.click(topup().getByRole('button', { name: '支付宝支付' }));
    await screen.findAllByText('充值数量不能小于 5');
    fireEvent.click(topup().getByRole('button', { name: '50' }));
    await vi.waitFor(() => expect(lastSent(server.sent, 'OnlineTopupCard_Amount')).toEqual({ amount: 50 }));
  });

  it('applies a payment method’s larger minimum', async () => {
    await renderWallet();
    await vi.waitFor(() => expect(screen.getByTestId('topup-payable').textContent).toBe('7.30'));
    fireEvent.click(topup().getByRole('button', { name: '10' }));
    fireEvent.click(topup().getByRole('button', { name: '微信支付' }));
    await screen.findByText('充值数量不能小于 20');
  });

  it('shows a preview failure as "error: " and the message', async () => {
    await renderWallet({ answers: { OnlineTopupCard_Amount: { errors: [{ message: 'no price' }] } } });
    await vi.waitFor(() => expect(screen.getByTestId('topup-payable').textContent).toBe('错误：no price'));
  });

  it('confirms, makes the order and posts its fields to the provider', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { server } = await renderWallet();
    await vi.waitFor(() => expect(screen.getByTestId('topup-payable').textContent).toBe('7.30'));
    fireEvent.click(topup().getByRole('button', { name: '10' }));
    await vi.waitFor(() => expect(lastSent(server.sent, 'OnlineTopupCard_Amount')).toEqual({ amount: 10 }));
    fireEvent.click(topup().getByRole('button', { name: '支付宝支付' }));
    const confirm = within(await screen.findByTestId('topup-confirm'));
    confirm.getByText('充值数量：10');
    confirm.getByText('实付金额：7.30');
    confirm.getByText('支付方式：支付宝');
    fireEvent.click(confirm.getByRole('button', { name: '支付' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledOnce());
    expect(lastSent(server.sent, 'TopupConfirmDialog_Pay')).toEqual({ amount: 10, paymentMethod: 'zfb' });
    const form = document.querySelector<HTMLFormElement>('form[data-testid="payment-form"]')!;
    expect(form.action).toBe('https://pay.example/submit.php');
    expect([...new FormData(form).entries()]).toEqual([
      ['out_trade_no', 'USR3NOabc'],
      ['sign', 'f00'],
    ]);
    form.remove();
  });

  it('says the wallet messages in English: redeemed, below the minimum, no top-up link, request failed', async () => {
    await renderWallet({
      language: 'en',
      answers: {
        WalletScreen_Data: data(offer({ topUpLink: '' })),
        TopupConfirmDialog_Pay: { errors: [{ message: 'Network error' }] },
      },
    });
    fireEvent.change(await screen.findByLabelText('Redemption code'), { target: { value: 'CODE' } });
    fireEvent.click(redeem().getByRole('button', { name: 'Redeem' }));
    await screen.findByText('Redemption successful! $2.00 added');
    fireEvent.click(redeem().getByRole('button', { name: 'Buy a redemption code' }));
    await screen.findByText('The super administrator has not set a top-up link!');
    fireEvent.change(topup().getByLabelText('Top-up amount'), { target: { value: '2' } });
    await topup().findByText('The top-up amount cannot be less than 5');
    fireEvent.change(topup().getByLabelText('Top-up amount'), { target: { value: '10' } });
    await vi.waitFor(() => expect(screen.getByTestId('topup-payable').textContent).toBe('7.30'));
    fireEvent.click(topup().getByRole('button', { name: 'Pay with 支付宝' }));
    fireEvent.click(within(await screen.findByTestId('topup-confirm')).getByRole('button', { name: 'Pay' }));
    await screen.findByText('Error: Network error');
  });
});
