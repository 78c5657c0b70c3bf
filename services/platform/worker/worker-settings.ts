import type { OptionStore } from '../options/option-store';

/**
 * The worker of the moment (the options `WorkerUrl`, `WorkerValidKey`,
 * `WorkerAllowHttpImageRequestEnabled`): an outside proxy, typically a
 * Cloudflare Worker the operator deploys, that fetches user-supplied URLs
 * so the gateway's own network never does. An empty `url` means no worker:
 * those URLs are fetched directly.
 */
export interface WorkerSettings {
  /** `WorkerUrl`, trimmed; '' when no worker is set. */
  readonly url: string;
  /** `WorkerValidKey`, the secret the worker checks. Never logged, never in an event. */
  readonly key: string;
  /** `WorkerAllowHttpImageRequestEnabled`: may plain-http targets go through the worker? */
  readonly allowHttp: boolean;
}

/** The settings as the option store holds them now (memory only: cheap enough to read on every call, so a change applies to the next one). */
export function workerSettingsFrom(options: Pick<OptionStore, 'get'>): WorkerSettings {
  return {
    url: options.get('WorkerUrl').trim(),
    key: options.get('WorkerValidKey'),
    allowHttp: options.get('WorkerAllowHttpImageRequestEnabled'),
  };
}
