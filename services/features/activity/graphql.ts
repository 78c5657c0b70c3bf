import type { ActivityPoint } from './activity-records';
import { builder } from '../../platform/graphql/builder';
import { endWhenUnsubscribed } from '../../platform/graphql/subscription';

const ActivityPointType = builder.objectRef<ActivityPoint>('ActivityPoint').implement({
  description: 'How many events of one type were recorded in one hour.',
  fields: (t) => ({
    eventType: t.exposeString('eventType'),
    hour: t.string({ description: 'Start of the UTC hour, ISO-8601.', resolve: (p) => p.hour.toISOString() }),
    events: t.exposeInt('events'),
  }),
});

builder.queryField('activity', (t) =>
  t.field({
    type: [ActivityPointType],
    description: 'Admins: recorded events per type per hour, oldest first.',
    authScopes: { admin: true },
    args: { hours: t.arg.int({ required: false, defaultValue: 24 }) },
    resolve: (_root, args, ctx) => ctx.app.activity.recent(ctx.actor, { hours: args.hours ?? 24 }),
  }),
);

builder.subscriptionField('activityChanged', (t) =>
  t.field({
    type: [ActivityPointType],
    description: 'Admins: the activity again whenever the read model takes in new events.',
    authScopes: { admin: true },
    args: { hours: t.arg.int({ required: false, defaultValue: 24 }) },
    subscribe: (_root, args, ctx) => {
      const stop = new AbortController();
      return endWhenUnsubscribed(ctx.app.activity.watch(ctx.actor, { hours: args.hours ?? 24 }, stop.signal), stop);
    },
    resolve: (points) => points,
  }),
);
