import { useSubscription } from 'urql';
import { graphql } from '../../gql';
import type { ChannelHealth_FieldsFragment } from '../../gql/graphql';

export const ChannelHealthFields = graphql(`
  fragment ChannelHealth_Fields on ChannelHealth {
    channelId
    status
    statusSince
    lastResponseMs
    lastFirstTokenMs
    lastSuccessAt
    lastError {
      at
      message
      status
    }
    lastAutomaticChange {
      at
      reason
      status
    }
    windows {
      minutes
      requests
      successes
      failures
      successRate
      averageResponseMs
    }
  }
`);

const HealthChanged = graphql(`
  subscription ChannelHealth_Changed {
    channelHealthChanged {
      ...ChannelHealth_Fields
    }
  }
`);

export type ChannelHealth = ChannelHealth_FieldsFragment;
export type HealthById = ReadonlyMap<number, ChannelHealth>;

/** The latest health of each channel, merged from the answers: the first holds every channel, later ones those that moved. */
export const mergeHealth = (known: HealthById | undefined, changed: readonly ChannelHealth[]): HealthById => {
  const next = new Map(known);
  for (const health of changed) next.set(health.channelId, health);
  return next;
};

/** Spec 02 §2 with the channel-health read model: every channel's health, kept up to date live. */
export function useChannelHealth(): HealthById {
  const [result] = useSubscription({ query: HealthChanged }, (known: HealthById | undefined, data) => mergeHealth(known, data.channelHealthChanged));
  return result.data ?? new Map();
}

/** The one-hour window, the one the row shows. */
export const hourWindow = (health: ChannelHealth | undefined) => health?.windows.find((window) => window.minutes === 60);
