import { builder } from '../../platform/graphql/builder';
import { endWhenUnsubscribed } from '../../platform/graphql/subscription';
import type { ChannelAutomaticChange, ChannelHealth, ChannelHealthError, ChannelHealthWindow } from './health-view';

/* Channel health over GraphQL (admins): the read model now, and again whenever it takes in events about a channel. */

const iso = (at: Date | null): string | null => (at === null ? null : at.toISOString());

const WindowType = builder.objectRef<ChannelHealthWindow>('ChannelHealthWindow').implement({
  description: 'A channel’s requests over the last `minutes` minutes: the current minute and the ones before it.',
  fields: (t) => ({
    minutes: t.exposeInt('minutes', { description: '5, 60 or 1440.' }),
    requests: t.exposeInt('requests', { description: 'Successes plus failed attempts.' }),
    successes: t.exposeInt('successes', { description: 'Requests the channel served.' }),
    failures: t.exposeInt('failures', { description: 'Attempts that failed on the channel, also those a retry on another channel recovered from.' }),
    successRate: t.exposeFloat('successRate', { nullable: true, description: 'successes / requests; null with no request.' }),
    averageResponseMs: t.exposeInt('averageResponseMs', {
      nullable: true,
      description: 'Mean time to the end of the answer, over the requests served at the first attempt.',
    }),
    averageFirstTokenMs: t.exposeInt('averageFirstTokenMs', { nullable: true, description: 'Mean time to the first output of those that streamed.' }),
  }),
});

const ErrorType = builder.objectRef<ChannelHealthError>('ChannelHealthError').implement({
  description: 'The last attempt that failed on a channel.',
  fields: (t) => ({
    at: t.string({ description: 'ISO-8601: when the request’s failures were recorded.', resolve: (e) => e.at.toISOString() }),
    status: t.exposeInt('status', { nullable: true, description: 'The upstream’s HTTP status; null when none came.' }),
    kind: t.exposeString('kind', { description: '`upstream`, `upstream_unreachable` or `channel`.' }),
    code: t.exposeString('code', { nullable: true }),
    message: t.exposeString('message', { description: 'The upstream’s words, keys redacted.' }),
    latencyMs: t.exposeInt('latencyMs', { nullable: true }),
  }),
});

const AutomaticChangeType = builder.objectRef<ChannelAutomaticChange>('ChannelAutomaticChange').implement({
  description: 'The last change the channel monitor made to a channel by itself (a failure in the relay, a test, a balance).',
  fields: (t) => ({
    at: t.string({ description: 'ISO-8601.', resolve: (c) => c.at.toISOString() }),
    status: t.exposeInt('status', { nullable: true, description: 'The status it left: 3 disabled, 1 enabled again.' }),
    reason: t.exposeString('reason', { description: 'As the audit event records it, e.g. "disabled automatically: … (status code 401)".' }),
  }),
});

const HealthType = builder.objectRef<ChannelHealth>('ChannelHealth').implement({
  description: 'How a channel is doing, from the channel health read models.',
  fields: (t) => ({
    channelId: t.exposeInt('channelId'),
    name: t.exposeString('name'),
    type: t.exposeInt('type'),
    status: t.exposeInt('status', { description: '1 enabled, 2 disabled by an admin, 3 disabled automatically.' }),
    statusSince: t.string({ nullable: true, description: 'ISO-8601: when the status took its present value.', resolve: (h) => iso(h.statusSince) }),
    lastSuccessAt: t.string({ nullable: true, description: 'ISO-8601: the last request the channel served.', resolve: (h) => iso(h.lastSuccessAt) }),
    lastResponseMs: t.exposeInt('lastResponseMs', {
      nullable: true,
      description: 'Time to the end of the answer of the last request the channel served at the first attempt.',
    }),
    lastFirstTokenMs: t.exposeInt('lastFirstTokenMs', { nullable: true, description: 'Its time to the first output, when it streamed.' }),
    lastError: t.field({ type: ErrorType, nullable: true, resolve: (h) => h.lastError }),
    lastAutomaticChange: t.field({ type: AutomaticChangeType, nullable: true, resolve: (h) => h.lastAutomaticChange }),
    windows: t.field({ type: [WindowType], description: 'The last 5 minutes, hour and 24 hours.', resolve: (h) => [...h.windows] }),
    asOf: t.string({ description: 'ISO-8601: the instant the windows end at.', resolve: (h) => h.asOf.toISOString() }),
  }),
});

builder.queryField('channelHealth', (t) =>
  t.field({
    type: [HealthType],
    description: 'Admins: the health of every channel, by id, or of the channel `id`.',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: false }) },
    resolve: (_root, args, ctx) => ctx.app.channelHealth.health(ctx.actor, { id: args.id ?? null }),
  }),
);

builder.subscriptionField('channelHealthChanged', (t) =>
  t.field({
    type: [HealthType],
    description:
      'Admins: the health now (every channel, or the channel `id`), then the channels that took in new events each time the read model commits them (the caller is checked as an admin again before each answer).',
    authScopes: { admin: true },
    args: { id: t.arg.int({ required: false }) },
    subscribe: (_root, args, ctx) => {
      const stop = new AbortController();
      return endWhenUnsubscribed(ctx.app.channelHealth.watch(ctx.actor, { id: args.id ?? null }, stop.signal), stop);
    },
    resolve: (health) => health,
  }),
);
