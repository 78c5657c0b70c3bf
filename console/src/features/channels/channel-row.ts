import { graphql } from '../../gql';
import type { ChannelRow_FieldsFragment, ChannelTagRow_FieldsFragment } from '../../gql/graphql';

/** The fields of a channel the table and the cards show. */
export const ChannelRowFields = graphql(`
  fragment ChannelRow_Fields on Channel {
    id
    name
    type
    status
    group
    models
    tag
    priority
    weight
    responseTime
    testTime
    testModel
    balance
    balanceUpdatedTime
    usedQuota
    otherInfo
    multiKey {
      size
    }
  }
`);

/** A tag row of tag mode: the tag's summary and its channels (priority and weight aliased: a channel's are not nullable, a tag's are). */
export const ChannelTagRowFields = graphql(`
  fragment ChannelTagRow_Fields on ChannelTagRow {
    tag
    group
    status
    tagPriority: priority
    tagWeight: weight
    responseTime
    balance
    usedQuota
    channels {
      ...ChannelRow_Fields
    }
  }
`);

export type ChannelRow = ChannelRow_FieldsFragment;
export type ChannelTagRow = ChannelTagRow_FieldsFragment;

/** One line of the list: a channel, or in tag mode a tag with its channels. */
export type ChannelListItem = { readonly kind: 'channel'; readonly channel: ChannelRow } | { readonly kind: 'tag'; readonly row: ChannelTagRow };
