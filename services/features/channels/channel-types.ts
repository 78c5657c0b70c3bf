import { CHANNEL_TYPES, type ChannelType } from '../../../schema/channels/channel-types';
import type { Actor } from '../../platform/actor';
import type { ChannelsDeps } from './deps';
import { admin } from './manage';

/** A provider type of the catalogue, and whether the relay can call channels of that type today. */
export interface ChannelTypeView extends ChannelType {
  /** False for a type the relay has no provider for yet (a native or task API): requests routed to such a channel fail and move on. */
  readonly relayed: boolean;
}

/** The catalogue for the channel form, admins only. Which types the relay calls is the probe's to say: it reads the relay's provider table. */
export function channelTypes(deps: ChannelsDeps, actor: Actor): ChannelTypeView[] {
  admin(actor);
  return CHANNEL_TYPES.map((type) => ({ ...type, relayed: deps.probe.supports(type.id, 'test') }));
}
