import { expect, it } from 'vitest';
import type { PubSub } from '../../../../services/platform/ports/pubsub';
import { isProbe, readSubscription } from '../../../testkit/pubsub-reader';

/** What every PubSub adapter does. `open` gives a pubsub whose topics no other test uses. */
export function pubSubContract(open: () => Promise<PubSub>): void {
  it('delivers what is published after subscribing, in order, as it was sent', async () => {
    const pubsub = await open();
    const watching = new AbortController();
    const reader = readSubscription(pubsub, 'changes', watching.signal);
    await reader.waitUntilLive(pubsub);
    const sent = Array.from({ length: 20 }, (_, seq) => ({ seq, table: 'channels', ids: [seq, seq + 1], note: seq % 2 ? null : 'ü' }));
    for (const payload of sent) await pubsub.publish('changes', payload);
    const received = [];
    for (let i = 0; i < sent.length; i++) received.push(await reader.next());
    expect(received).toEqual(sent);
    watching.abort();
  });

  it('delivers each notice to every subscriber of the topic', async () => {
    const pubsub = await open();
    const watching = new AbortController();
    const readers = [1, 2, 3].map(() => readSubscription(pubsub, 'fan-out', watching.signal));
    for (const reader of readers) await reader.waitUntilLive(pubsub);
    await pubsub.publish('fan-out', { key: 'QuotaPerUnit' });
    for (const reader of readers) expect(await reader.next()).toEqual({ key: 'QuotaPerUnit' });
    watching.abort();
  });

  it('keeps topics apart', async () => {
    const pubsub = await open();
    const watching = new AbortController();
    const logs = readSubscription(pubsub, 'logs', watching.signal);
    const tasks = readSubscription(pubsub, 'tasks', watching.signal);
    await logs.waitUntilLive(pubsub);
    await tasks.waitUntilLive(pubsub);
    await pubsub.publish('tasks', { task: 1 });
    await pubsub.publish('logs', { log: 1 });
    expect(await logs.next()).toEqual({ log: 1 });
    expect(await tasks.next()).toEqual({ task: 1 });
    watching.abort();
  });

  it('ends a subscription when its signal aborts, and leaves the others running', async () => {
    const pubsub = await open();
    const stopping = new AbortController();
    const staying = new AbortController();
    const stopped = readSubscription(pubsub, 'abort', stopping.signal);
    const stays = readSubscription(pubsub, 'abort', staying.signal);
    await stopped.waitUntilLive(pubsub);
    await stays.waitUntilLive(pubsub);
    stopping.abort();
    await pubsub.publish('abort', { after: 'abort' });
    expect(await stays.next()).toEqual({ after: 'abort' });
    expect(await stopped.ended()).toBe(true);
    staying.abort();
  });

  it('yields nothing for a signal that is already aborted', async () => {
    const pubsub = await open();
    const received: unknown[] = [];
    for await (const payload of pubsub.subscribe('never', AbortSignal.abort())) received.push(payload);
    expect(received).toEqual([]);
  });

  it('ends a subscription whose loop breaks, and leaves the others running', async () => {
    const pubsub = await open();
    const watching = new AbortController();
    const seenByLoop: unknown[] = [];
    const loop = (async () => {
      for await (const payload of pubsub.subscribe('break', watching.signal)) {
        if (isProbe(payload)) continue;
        seenByLoop.push(payload);
        break;
      }
    })();
    // Subscribed after the loop, so once this one is live the loop's subscription is too.
    const stays = readSubscription(pubsub, 'break', watching.signal);
    await stays.waitUntilLive(pubsub);
    await pubsub.publish('break', { n: 1 });
    await loop;
    expect(seenByLoop).toEqual([{ n: 1 }]);
    await pubsub.publish('break', { n: 2 });
    expect(await stays.next()).toEqual({ n: 1 });
    expect(await stays.next()).toEqual({ n: 2 });
    watching.abort();
  });
}
