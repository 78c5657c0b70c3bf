import { graphql } from '../../gql';
import type { LogRow_FieldsFragment } from '../../gql/graphql';

/** The fields of a log row the table, the cards and the live feed show. */
export const LogRowFields = graphql(`
  fragment LogRow_Fields on UsageLog {
    eventId
    cursor
    createdAt
    type
    userId
    username
    channelId
    channelName
    tokenName
    group
    modelName
    useTimeMs
    isStream
    promptTokens
    completionTokens
    quota
    content
    other
    requestId
  }
`);

export type LogRow = LogRow_FieldsFragment;
