import type { OptionEntry } from './options-app';
import { builder } from '../../platform/graphql/builder';

/*
 * System options over GraphQL: the same application functions as
 * `/api/option/` (services/features/options/options-app.ts). `authScopes` keeps
 * non-admins out; which key an admin may change (the super admin alone
 * changes the security-critical ones) is decided in the application layer.
 */

const OptionValueType = builder.enumType('OptionValueType', {
  description: 'How an option value is written as text.',
  values: {
    boolean: { description: '"true" or "false".' },
    integer: { description: 'A whole number.' },
    number: { description: 'A decimal number.' },
    text: { description: 'Any text (some options allow only listed words).' },
    json: { description: 'JSON text, for example a map of model name to ratio.' },
  } as const,
});

const OptionType = builder.objectRef<OptionEntry>('Option').implement({
  description: 'A system option as the caller sees it.',
  fields: (t) => ({
    key: t.exposeString('key'),
    value: t.exposeString('value', { description: 'The stored text; always empty for a secret.' }),
    type: t.field({ type: OptionValueType, resolve: (o) => o.type }),
    secret: t.exposeBoolean('secret', { description: 'Write-only: its value is never returned.' }),
    set: t.exposeBoolean('set', { description: 'Whether it holds a non-empty value (all a secret shows).' }),
    writable: t.exposeBoolean('writable', { description: 'Whether you may change it; only the super admin changes the security-critical options.' }),
  }),
});

builder.queryField('options', (t) =>
  t.field({
    type: [OptionType],
    description: 'Every system option (admins), secrets without their values.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.app.options.list(ctx.actor),
  }),
);

builder.queryField('notice', (t) =>
  t.string({
    description: 'The notice shown to every visitor.',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.app.options.notice(ctx.actor),
  }),
);

builder.queryField('about', (t) =>
  t.string({ description: 'The About page content.', authScopes: { public: true }, resolve: (_root, _args, ctx) => ctx.app.options.about(ctx.actor) }),
);

builder.queryField('homePageContent', (t) =>
  t.string({
    description: 'The home page content: Markdown, HTML, or a URL to show in a frame.',
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.app.options.homePageContent(ctx.actor),
  }),
);

builder.mutationField('updateOption', (t) =>
  t.field({
    type: OptionType,
    description: 'Changes one option (admins; the security-critical ones only the super admin). A value it cannot take stores nothing; the error says why.',
    authScopes: { admin: true },
    args: {
      key: t.arg.string({ required: true }),
      value: t.arg.string({ required: true, description: 'As text: "true" / "false", a number, or JSON text for JSON options.' }),
    },
    resolve: (_root, args, ctx) => ctx.app.options.update(ctx.actor, { key: args.key, value: args.value }),
  }),
);

builder.mutationField('resetModelRatio', (t) =>
  t.field({
    type: OptionType,
    description: 'Puts the model ratios (ModelRatio) back to the built-in defaults.',
    // It resets prices: the super admin's, like ModelRatio itself (the application layer checks it too).
    authScopes: { root: true },
    resolve: (_root, _args, ctx) => ctx.app.options.resetModelRatio(ctx.actor),
  }),
);
