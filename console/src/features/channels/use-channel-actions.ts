import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { graphql } from '../../gql';
import { notifyError, notifySuccess } from '../../lib/toaster';
import { formatBalance, rowPriority, rowWeight } from './channel-rules';
import { tagPriority, tagWeight, type TagEditInput } from './tag-rules';

const SetState = graphql(`
  mutation ChannelActions_SetState($id: Int!, $status: Int, $priority: Float, $weight: Int) {
    setChannelState(id: $id, status: $status, priority: $priority, weight: $weight) {
      id
      status
      priority
      weight
    }
  }
`);

const Test = graphql(`
  mutation ChannelActions_Test($id: Int!, $model: String) {
    testChannel(id: $id, model: $model) {
      success
      message
      time
    }
  }
`);

const Balance = graphql(`
  mutation ChannelActions_Balance($id: Int!) {
    updateChannelBalance(id: $id) {
      balance
      balanceUpdatedTime
    }
  }
`);

const Copy = graphql(`
  mutation ChannelActions_Copy($id: Int!) {
    copyChannel(id: $id) {
      id
    }
  }
`);

const Delete = graphql(`
  mutation ChannelActions_Delete($id: Int!) {
    deleteChannel(id: $id)
  }
`);

const TagEnabled = graphql(`
  mutation ChannelActions_TagEnabled($tag: String!, $enabled: Boolean!) {
    setChannelTagEnabled(tag: $tag, enabled: $enabled)
  }
`);

const EditTag = graphql(`
  mutation ChannelActions_EditTag($input: ChannelTagEditInput!) {
    editChannelTag(input: $input)
  }
`);

/** The one-channel and one-tag actions of spec 02 §2, each telling the admin how it went (spec 02 §8) and then reloading the list. */
export function useChannelActions(onChanged: () => void) {
  const { t } = useTranslation('channels');
  const client = useClient();
  const done = () => {
    notifySuccess(t('messages.done'));
    onChanged();
  };
  const setState = async (id: number, change: { status?: number; priority?: number; weight?: number }) => {
    const result = await client.mutation(SetState, { id, ...change }).toPromise();
    if (result.data) done();
    return result.data?.setChannelState ?? null;
  };
  return {
    setStatus: (id: number, status: 1 | 2) => setState(id, { status }),
    /** Spec 02 §5: a whole number, at least -999. */
    setPriority: async (id: number, text: string) => {
      const priority = rowPriority(text);
      if (priority === null) {
        notifyError(t('errors.rowPriority'));
        return null;
      }
      return (await setState(id, { priority }))?.priority ?? null;
    },
    /** Spec 02 §5: a whole number; a negative one becomes 0. */
    setWeight: async (id: number, text: string) => {
      const weight = rowWeight(text);
      if (weight === null) {
        notifyError(t('errors.rowWeight'));
        return null;
      }
      return (await setState(id, { weight }))?.weight ?? null;
    },
    test: async (channel: { id: number; name: string }, model?: string) => {
      const result = await client.mutation(Test, { id: channel.id, model: model ?? null }).toPromise();
      const answer = result.data?.testChannel;
      if (!answer) return;
      if (answer.success) notifySuccess(t('messages.testSucceeded', { name: channel.name, time: answer.time.toFixed(2) }));
      else notifyError(t('messages.testFailed', { name: channel.name, message: answer.message }));
      onChanged();
    },
    updateBalance: async (channel: { id: number; name: string }) => {
      const result = await client.mutation(Balance, { id: channel.id }).toPromise();
      if (!result.data) return;
      notifySuccess(t('messages.balanceUpdated', { name: channel.name, balance: formatBalance(result.data.updateChannelBalance.balance) }));
      onChanged();
    },
    copy: async (id: number) => {
      const result = await client.mutation(Copy, { id }, { quiet: true }).toPromise();
      if (result.error) notifyError(t('messages.copyFailed', { reason: result.error.graphQLErrors[0]?.message ?? result.error.message }));
      else {
        notifySuccess(t('messages.copied'));
        onChanged();
      }
    },
    remove: async (id: number) => {
      const result = await client.mutation(Delete, { id }).toPromise();
      if (result.data) done();
    },
    setTagEnabled: async (tag: string, enabled: boolean) => {
      const result = await client.mutation(TagEnabled, { tag, enabled }).toPromise();
      if (result.data) done();
    },
    /** A tag row's priority or weight (spec 02 §5: the priority an integer, the weight a non-negative integer). */
    setTagNumber: async (tag: string, field: 'priority' | 'weight', text: string) => {
      const checked = field === 'priority' ? tagPriority(text) : tagWeight(text);
      if ('error' in checked) {
        notifyError(t(`errors.${checked.error}`));
        return null;
      }
      const result = await client.mutation(EditTag, { input: { tag, [field]: checked.value } }).toPromise();
      if (!result.data) return null;
      done();
      return checked.value;
    },
    editTag: async (input: TagEditInput) => {
      const result = await client.mutation(EditTag, { input }).toPromise();
      if (result.data) done();
      return Boolean(result.data);
    },
  };
}

export type ChannelActions = ReturnType<typeof useChannelActions>;
