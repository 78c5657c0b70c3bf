import type { TopupInfo, TopupPayment } from './topup';
import { builder } from '../../platform/graphql/builder';

/*
 * Online top-up over GraphQL: the wallet page's data, the price and the
 * order, calling the same application functions as `/api`. The provider's
 * callback is HTTP only (`/api/user/epay/notify`).
 */

/** Until app.ts lists `topup`, the gateway passes `{ ...app, topup }`; once it does, this is `ctx.app.topup`. */
interface PayMethodShape {
  name: string;
  type: string;
  color?: string;
  min_topup?: string | number;
}

const PayMethodType = builder.objectRef<PayMethodShape>('PayMethod').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    type: t.exposeString('type'),
    color: t.string({ nullable: true, resolve: (m) => m.color ?? null }),
    minTopup: t.float({
      nullable: true,
      description: 'A larger minimum for this method.',
      resolve: (m) => (m.min_topup === undefined ? null : Number(m.min_topup)),
    }),
  }),
});

const AmountDiscountType = builder.objectRef<{ amount: string; factor: number }>('TopupDiscount').implement({
  fields: (t) => ({ amount: t.exposeString('amount'), factor: t.exposeFloat('factor') }),
});

const FormFieldType = builder.objectRef<{ name: string; value: string }>('TopupFormField').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const TopupInfoType = builder.objectRef<TopupInfo>('TopupInfo').implement({
  description: 'What the wallet page offers for online top-up.',
  fields: (t) => ({
    enableOnlineTopup: t.exposeBoolean('enable_online_topup', { description: 'PayAddress, EpayId and EpayKey are set.' }),
    minTopup: t.exposeFloat('min_topup', { description: 'In the unit the console sends: currency, or quota when it shows quota.' }),
    amountOptions: t.exposeIntList('amount_options'),
    discount: t.field({ type: [AmountDiscountType], resolve: (i) => Object.entries(i.discount).map(([amount, factor]) => ({ amount, factor })) }),
    payMethods: t.field({ type: [PayMethodType], resolve: (i) => i.pay_methods }),
    topUpLink: t.exposeString('top_up_link'),
  }),
});

const TopupPaymentType = builder.objectRef<TopupPayment>('TopupPayment').implement({
  description: 'A pending order: post `fields` as a form to `url`.',
  fields: (t) => ({
    url: t.exposeString('url'),
    tradeNo: t.exposeString('trade_no'),
    fields: t.field({ type: [FormFieldType], resolve: (p) => Object.entries(p.params).map(([name, value]) => ({ name, value })) }),
  }),
});

builder.queryField('topupInfo', (t) =>
  t.field({
    type: TopupInfoType,
    description: 'Signed-in users: what online top-up offers.',
    authScopes: { user: true },
    resolve: (_root, _args, ctx) => ctx.app.topup.info(ctx.actor),
  }),
);

builder.queryField('topupAmount', (t) =>
  t.string({
    description: 'Signed-in users: the money a top-up of `amount` costs, "7.30".',
    authScopes: { user: true },
    args: { amount: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.topup.amount(ctx.actor, { amount: args.amount }),
  }),
);

builder.mutationField('topupPay', (t) =>
  t.field({
    type: TopupPaymentType,
    description: 'Signed-in users: makes a pending order and answers the signed Epay form.',
    authScopes: { user: true },
    args: { amount: t.arg.int({ required: true }), paymentMethod: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ctx.app.topup.pay(ctx.actor, { amount: args.amount, payment_method: args.paymentMethod }),
  }),
);

builder.mutationField('completeTopup', (t) =>
  t.boolean({
    description: 'Admins: credits a pending or expired order by hand (a payment the callback did not deliver).',
    authScopes: { admin: true },
    args: { tradeNo: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await ctx.app.topup.complete(ctx.actor, { trade_no: args.tradeNo });
      return true;
    },
  }),
);
