import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { epaySign, formatMoney } from '../../../../services/features/topup/rules/topup-rules';
import { createWalletService } from '../../../../services/features/wallet/wallet-service';
import { createLogger, silentLogger } from '../../../../services/platform/logger';
import { startTestGateway, type TestGateway } from '../../../testkit/gateway';
import { apiClient } from '../../../testkit/api-client';

/*
 * Online top-up on a whole gateway with real sessions: the wallet page's
 * data, the price, orders with their signed Epay form, the provider's
 * callback, the admin's completion, and RELIABILITY A17: forged, tampered,
 * unknown, expired and duplicated callbacks credit nothing, or exactly once.
 */

interface Payment {
  url: string;
  params: Record<string, string>;
  trade_no: string;
}

const EPAY_KEY = 'test-epay-key-0123456789';
const QUOTA_PER_UNIT = 500_000;

/** Every log line the top-up functions write, to count the alerts. */
const lines: Array<{ level: string; message: string } & Record<string, unknown>> = [];
const logger = createLogger('info', (line) => lines.push(JSON.parse(line) as (typeof lines)[number]));
const alerts = () => lines.filter((l) => l.level === 'error' && l.message.startsWith('ALERT'));

let t: TestGateway;
let baseUrl: string;
const { sessions, call, signIn, signUp } = apiClient(() => t.baseUrl);

const setOption = (key: string, value: string) => t.gateway.options.set(key as never, value, { kind: 'system', reason: 'test' });

/** The callback Epay would send for `payment`, signed with `key`, with `change` applied before signing. */
function callbackFor(payment: Payment, change: Record<string, string> = {}, key = EPAY_KEY): Record<string, string> {
  const params: Record<string, string> = {
    pid: payment.params.pid!,
    trade_no: `EPAY${payment.trade_no}`,
    out_trade_no: payment.trade_no,
    type: payment.params.type!,
    name: payment.params.name!,
    money: payment.params.money!,
    trade_status: 'TRADE_SUCCESS',
    ...change,
  };
  return { ...params, sign: epaySign(params, key), sign_type: 'MD5' };
}

async function notify(params: Record<string, string>, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const form = new URLSearchParams(params).toString();
  const response =
    method === 'GET'
      ? await fetch(`${baseUrl}/api/user/epay/notify?${form}`)
      : await fetch(`${baseUrl}/api/user/epay/notify`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

/** Pays as the established console reads the answer: the signed form in `data`, the provider's `url` beside it. */
async function pay(who: string, amount: number, method = 'alipay'): Promise<Payment> {
  const reply = await call<Record<string, string>, { url: string }>(who, 'POST', '/api/user/pay', { amount, payment_method: method });
  expect(reply.body, reply.body.message).toMatchObject({
    success: true,
    url: expect.stringMatching(/^https?:\/\//) as unknown,
    data: { out_trade_no: expect.any(String) as unknown },
  });
  const params = reply.body.data!;
  return { url: reply.body.url, params, trade_no: params['out_trade_no']! };
}

/** The user's top-up credits in the log, and their quota as a fresh wallet service reads it. */
async function credits(userId: number): Promise<{ count: number; quota: number }> {
  const events = await t.gateway.events.store.readStream(`wallet-${userId}`);
  const count = events.filter((e) => (e.event.data as { source?: string }).source === 'topup').length;
  const wallets = createWalletService({ store: t.gateway.events.store, db: t.gateway.db, clock: () => new Date(), logger: silentLogger });
  return { count, quota: (await wallets.view(userId)).quota };
}

beforeAll(async () => {
  t = await startTestGateway({}, {}, logger);
  baseUrl = t.baseUrl;
  await call(null, 'POST', '/api/setup', { username: 'top_root', password: 'root-password-1', confirmPassword: 'root-password-1' });
  await signIn('top_root', 'root-password-1');
  await signUp('payer');
  await signUp('crowd');
});
afterAll(async () => {
  await t?.dispose();
});

describe('top-up', () => {
  it('is off until PayAddress, EpayId and EpayKey are set, and says so', async () => {
    const info = await call<Record<string, unknown>>('payer', 'GET', '/api/user/topup/info');
    expect(info.body.data).toMatchObject({ enable_online_topup: false, min_topup: 1, amount_options: [10, 20, 50, 100, 200, 500], top_up_link: '' });
    expect((await call('payer', 'POST', '/api/user/pay', { amount: 10, payment_method: 'alipay' })).body).toMatchObject({
      success: false,
      message: 'the administrator has not enabled online top-up',
    });
    expect((await call(null, 'GET', '/api/user/topup/info')).status).toBe(401);
  });

  it('prices an amount with Price, the group ratio and the discount, and refuses below MinTopUp', async () => {
    await setOption('PayAddress', 'https://pay.example/');
    await setOption('EpayId', '1001');
    await setOption('EpayKey', EPAY_KEY);
    await setOption('ServerAddress', 'https://gw.example');
    await setOption('TopUpLink', 'https://shop.example');
    await setOption('TopupGroupRatio', JSON.stringify({ default: 2 }));
    await setOption('payment_setting.amount_discount', JSON.stringify({ '100': 0.9 }));
    await setOption('MinTopUp', '5');
    const info = await call<Record<string, unknown>>('payer', 'GET', '/api/user/topup/info');
    expect(info.body.data).toMatchObject({ enable_online_topup: true, min_topup: 5, top_up_link: 'https://shop.example', discount: { '100': 0.9 } });
    expect(JSON.stringify(info.body)).not.toContain(EPAY_KEY);
    expect((await call('payer', 'POST', '/api/user/amount', { amount: 10 })).body).toMatchObject({ success: true, data: '146.00' });
    expect((await call('payer', 'POST', '/api/user/amount', { amount: 100 })).body).toMatchObject({ success: true, data: '1314.00' });
    expect((await call('payer', 'POST', '/api/user/amount', { amount: 4 })).body).toMatchObject({
      success: false,
      message: 'the top-up amount cannot be less than 5',
    });
    await setOption('TopupGroupRatio', JSON.stringify({ default: 1 }));
    await setOption('MinTopUp', '1');
  });

  it('makes a pending order and answers the signed Epay form', async () => {
    const payment = await pay('payer', 2);
    const id = sessions.get('payer')!.id;
    expect(payment.url).toBe('https://pay.example/submit.php');
    expect(payment.trade_no).toMatch(new RegExp(`^USR${id}NO[A-Za-z0-9]{6}\\d{10}$`));
    expect(payment.params).toMatchObject({
      pid: '1001',
      type: 'alipay',
      out_trade_no: payment.trade_no,
      notify_url: 'https://gw.example/api/user/epay/notify',
      return_url: 'https://gw.example/console/log',
      name: 'TUC2',
      money: '14.60',
      sign_type: 'MD5',
    });
    expect(payment.params.sign).toBe(epaySign(payment.params, EPAY_KEY));
    const { rows } = await t.gateway.db.query<{ status: string; money_cents: string; quota: string }>(
      'SELECT status, money_cents, quota FROM top_ups WHERE trade_no = $1',
      [payment.trade_no],
    );
    expect(rows[0]).toMatchObject({ status: 'pending' });
    expect(Number(rows[0]!.quota)).toBe(2 * QUOTA_PER_UNIT);
    expect((await call('payer', 'POST', '/api/user/pay', { amount: 2, payment_method: 'bitcoin' })).body.message).toBe('no such payment method');
    expect((await call('payer', 'POST', '/api/user/pay', { amount: 10, payment_method: 'custom1' })).body.message).toBe(
      'the top-up amount cannot be less than 50',
    );
  });

  it('credits a paid order once, from a POST form callback, and answers success to repeats', async () => {
    const id = sessions.get('payer')!.id;
    const before = await credits(id);
    const payment = await pay('payer', 3);
    expect(await notify(callbackFor(payment), 'POST')).toBe('success');
    expect(await notify(callbackFor(payment))).toBe('success');
    const after = await credits(id);
    expect(after.count - before.count).toBe(1);
    expect(after.quota - before.quota).toBe(3 * QUOTA_PER_UNIT);
    const events = await t.gateway.events.store.readStream(`wallet-${id}`);
    expect(events.at(-1)!.event.data).toMatchObject({ source: 'topup', reference: payment.trade_no });
    expect(JSON.stringify(events.map((e) => e.event))).not.toContain(EPAY_KEY);
  });

  it('lets only admins complete an order by hand, once', async () => {
    const id = sessions.get('payer')!.id;
    const before = await credits(id);
    const payment = await pay('payer', 1);
    expect((await call('payer', 'POST', '/api/user/topup/complete', { trade_no: payment.trade_no })).body).toMatchObject({
      success: false,
      message: 'your role does not allow this',
    });
    expect((await call('top_root', 'POST', '/api/user/topup/complete', { trade_no: payment.trade_no })).body).toMatchObject({ success: true });
    expect((await call('top_root', 'POST', '/api/user/topup/complete', { trade_no: payment.trade_no })).body).toMatchObject({
      success: false,
      message: 'this order is already completed',
    });
    expect((await call('top_root', 'POST', '/api/user/topup/complete', { trade_no: 'USR1NOnope001' })).body).toMatchObject({
      success: false,
      message: 'no such order',
    });
    expect(await notify(callbackFor(payment))).toBe('success');
    expect((await credits(id)).quota - before.quota).toBe(QUOTA_PER_UNIT);
  });

  it('A17: forged, tampered, unknown and expired callbacks credit nothing; concurrent duplicates credit exactly once', async () => {
    const id = sessions.get('crowd')!.id;
    const start = await credits(id);
    const alertsBefore = alerts().length;
    const measure = async (run: () => Promise<string[]>) => {
      const before = await credits(id);
      const answers = await run();
      const after = await credits(id);
      return { credits: after.count - before.count, quota: after.quota - before.quota, answers };
    };

    const forgedOrder = await pay('crowd', 7);
    const forged = await measure(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          notify(i % 2 === 0 ? callbackFor(forgedOrder, {}, `wrong-key-${i}`) : { ...callbackFor(forgedOrder), sign: i % 4 === 1 ? '0'.repeat(32) : '' }),
        ),
      ),
    );

    const mismatchOrder = await pay('crowd', 7);
    const mismatch = await measure(() =>
      Promise.all(Array.from({ length: 20 }, (_, i) => notify(callbackFor(mismatchOrder, { money: formatMoney(i + 1) }), i % 2 ? 'POST' : 'GET'))),
    );
    const mismatchAlerts = alerts().length - alertsBefore;

    const validOrder = await pay('crowd', 7);
    const duplicates = await measure(() => Promise.all(Array.from({ length: 20 }, (_, i) => notify(callbackFor(validOrder), i % 2 ? 'POST' : 'GET'))));

    const unknown = await measure(() =>
      Promise.all(Array.from({ length: 5 }, (_, i) => notify(callbackFor({ ...validOrder, trade_no: `USR${id}NOzzzzz${i}1700000000` })))),
    );

    const expiredOrders = await Promise.all(Array.from({ length: 5 }, () => pay('crowd', 7)));
    await t.gateway.db.query('UPDATE top_ups SET expire_time = create_time - 1 WHERE trade_no = ANY($1::text[])', [expiredOrders.map((o) => o.trade_no)]);
    const expiredAlertsBefore = alerts().length;
    const expired = await measure(() => Promise.all(expiredOrders.map((o) => notify(callbackFor(o)))));
    const expiredAlerts = alerts().length - expiredAlertsBefore;
    const { rows } = await t.gateway.db.query<{ status: string }>('SELECT status FROM top_ups WHERE trade_no = ANY($1::text[])', [
      expiredOrders.map((o) => o.trade_no),
    ]);

    const total = await credits(id);
    console.log(
      `A17 payment callback: credits forged ${forged.credits}/20, amount-mismatch ${mismatch.credits}/20, concurrent valid duplicates ${duplicates.credits}/20, ` +
        `unknown ${unknown.credits}/5, expired ${expired.credits}/5; alerts mismatch ${mismatchAlerts}, expired ${expiredAlerts}; ` +
        `quota added ${total.quota - start.quota} (one order of 7 = ${7 * QUOTA_PER_UNIT})`,
    );
    expect([forged.credits, mismatch.credits, duplicates.credits, unknown.credits, expired.credits]).toEqual([0, 0, 1, 0, 0]);
    expect(total.quota - start.quota).toBe(7 * QUOTA_PER_UNIT);
    expect(forged.answers.every((a) => a === 'fail')).toBe(true);
    expect(mismatch.answers.every((a) => a === 'fail')).toBe(true);
    expect(duplicates.answers.every((a) => a === 'success')).toBe(true);
    expect(unknown.answers.every((a) => a === 'fail')).toBe(true);
    expect(expired.answers.every((a) => a === 'fail')).toBe(true);
    expect(mismatchAlerts).toBe(20);
    expect(expiredAlerts).toBe(5);
    expect(rows.every((r) => r.status === 'expired')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(EPAY_KEY);
  });
});
