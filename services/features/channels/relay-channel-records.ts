import type { SecretBox } from '../../platform/crypto/secret-box';
import { openStored } from '../../platform/crypto/secret-box';
import type { SqlSession } from '../../platform/ports/sql';
import { COLUMNS, recordOf, type ChannelRecord } from './channel-records';

/*
 * What the relay reads of the channels, all at once: every channel that can
 * serve (status 1) with its key opened, and every enabled ability. The relay
 * keeps it in memory (relay/hot-state/) and reads it again when a channel
 * changes, so a request never queries channels.
 */

/** A channel that can serve, key opened. The key never leaves the relay's memory except to its upstream. */
export interface RelayChannelRecord extends Omit<ChannelRecord, 'keyCiphertext'> {
  readonly keyText: string;
  /** The key as stored (sealed): names the key a failure report is about, so a report on a key changed since is ignored. */
  readonly sealedKey: string;
}

export interface RelayAbility {
  readonly group: string;
  readonly model: string;
  readonly channelId: number;
  readonly priority: number;
  readonly weight: number;
}

export async function loadRelayChannels(
  session: SqlSession,
  box: SecretBox,
): Promise<{
  readonly channels: RelayChannelRecord[];
  readonly abilities: RelayAbility[];
  readonly unreadable: number[];
  /** The channels that exist but do not serve (disabled by hand or automatically): an admin who pins one is told so. */
  readonly disabled: number[];
}> {
  const channelRows = await session.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM channels WHERE status = 1 ORDER BY id`, []);
  const disabledRows = await session.query<{ id: bigint | number }>('SELECT id FROM channels WHERE status <> 1 ORDER BY id', []);
  const abilityRows = await session.query<{ group_name: string; model: string; channel_id: bigint; priority: bigint; weight: number }>(
    `SELECT a.group_name, a.model, a.channel_id, a.priority, a.weight
       FROM abilities a JOIN channels c ON c.id = a.channel_id
      WHERE a.enabled AND c.status = 1
      ORDER BY a.group_name, a.model, a.channel_id`,
    [],
  );
  // A key that no configured secret key opens takes its channel out of service, not the whole relay.
  const channels: RelayChannelRecord[] = [];
  const unreadable: number[] = [];
  for (const row of channelRows.rows) {
    const { keyCiphertext, ...record } = recordOf(row);
    try {
      channels.push({ ...record, keyText: openStored(box, keyCiphertext, `channel ${record.id}'s key`), sealedKey: keyCiphertext });
    } catch {
      unreadable.push(record.id);
    }
  }
  const serving = new Set(channels.map((channel) => channel.id));
  const abilities = abilityRows.rows
    .filter((r) => serving.has(Number(r.channel_id)))
    .map((r) => ({
      group: r.group_name,
      model: r.model,
      channelId: Number(r.channel_id),
      priority: Number(r.priority),
      weight: Number(r.weight),
    }));
  return { channels, abilities, unreadable, disabled: disabledRows.rows.map((r) => Number(r.id)) };
}
