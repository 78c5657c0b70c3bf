import { graphql } from '../../gql';
import type { TaskRow_FieldsFragment } from '../../gql/graphql';

/** What both logs show of a task, and what the live feed sends again when it changes. */
export const TaskRowFields = graphql(`
  fragment TaskRow_Fields on Task {
    taskKey
    cursor
    userId
    channelId
    platform
    action
    upstreamTaskId
    code
    status
    progress
    submitTime
    startTime
    finishTime
    imageUrl
    videoUrl
    prompt
    promptEn
    failReason
  }
`);

export type TaskRow = TaskRow_FieldsFragment;
