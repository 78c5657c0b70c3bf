import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/toaster';
import { saveOutcome, type OptionInfo, type SaveOutcome } from './option-values';

const Options = graphql(`
  query SettingsScreen_Options {
    options {
      key
      value
      secret
      set
      type
      writable
    }
  }
`);

const Update = graphql(`
  mutation SettingsScreen_UpdateOption($key: String!, $value: String!) {
    updateOption(key: $key, value: $value) {
      key
      value
      secret
      set
      type
      writable
    }
  }
`);

export interface SettingsOptions {
  /** Every option by key, as loaded (and as each save answered). */
  readonly options: ReadonlyMap<string, OptionInfo>;
  readonly loaded: boolean;
  /**
   * Saves `changes` one call per key, in order (spec 03 §2.2), tells the
   * outcome (spec 03 §8) and answers it; `quietSuccess` leaves the success
   * notice to the caller.
   */
  save(changes: ReadonlyArray<readonly [string, string]>, how?: { quietSuccess?: boolean }): Promise<SaveOutcome>;
  /** Reads every option again (after a call that changes some, like the model-ratio reset). */
  reload(): void;
}

const SettingsContext = createContext<SettingsOptions | null>(null);

/** The options every section of the settings screen reads and saves, loaded once for the screen. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('settings');
  const [{ data }, refetch] = useQuery({ query: Options, requestPolicy: 'network-only' });
  const [, update] = useMutation(Update);
  const options = useMemo(() => new Map((data?.options ?? []).map((option) => [option.key, option as OptionInfo])), [data]);

  const save = useCallback<SettingsOptions['save']>(
    async (changes, how = {}) => {
      const results: Array<[string, string | null]> = [];
      let unreachable = false;
      for (const [key, value] of changes) {
        const answer = await update({ key, value }, { quiet: true });
        if (answer.error) {
          unreachable ||= Boolean(answer.error.networkError);
          results.push([key, answer.error.graphQLErrors[0]?.message ?? answer.error.message]);
        } else results.push([key, null]);
      }
      const outcome = saveOutcome(results);
      if (outcome.kind === 'unchanged') notifyInfo(t('save.unchanged'));
      else if (outcome.kind === 'saved') {
        if (!how.quietSuccess) notifySuccess(t('save.saved'));
      } else if (unreachable) notifyError(t('save.retry'));
      else if (outcome.kind === 'partial') notifyError(`${t('save.partial')}: ${outcome.message}`);
      else notifyError(`${t('save.failed')}: ${outcome.message}`);
      if (results.some(([, error]) => error === null)) refetch({ requestPolicy: 'network-only' });
      return outcome;
    },
    [update, refetch, t],
  );

  const value = useMemo<SettingsOptions>(
    () => ({ options, loaded: data !== undefined, save, reload: () => refetch({ requestPolicy: 'network-only' }) }),
    [options, data, save, refetch],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** The screen's options; only inside `SettingsProvider`. */
export function useSettings(): SettingsOptions {
  const found = useContext(SettingsContext);
  if (!found) throw new Error('useSettings outside SettingsProvider');
  return found;
}
