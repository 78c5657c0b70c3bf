import { isOptionKey, OPTION_CATALOGUE, optionKind, type OptionKey } from '../../../schema/options/catalogue';
import { isRootOnlyOption, isWriteOnlyOption } from '../../../schema/options/option-access';
import type { OptionKind } from '../../../schema/options/option-kind';
import { allows, requireAccess, type Actor } from '../../platform/actor';
import { AppError } from '../../platform/errors';
import type { OptionStore } from '../../platform/options/option-store';
import { optionChangeProblem } from './rules/option-checks';
import { optionValueText } from './rules/option-value';
import { eventActor } from '../../platform/audit';

/*
 * System options as the settings pages see them (spec 03, server-behaviour
 * §7). Admins read every option and change most; the security-critical ones
 * and those that move money (schema/options/option-access.ts) only the super
 * admin changes. Secrets are never returned. The option store validates,
 * stores, records the audit event in the same transaction and tells the other
 * instances, so a change takes effect everywhere without a restart.
 */

export interface OptionsDeps {
  readonly options: OptionStore;
}

/** One option as a caller sees it. */
export interface OptionEntry {
  readonly key: OptionKey;
  /** The stored string form (booleans "true" / "false", JSON as text); always "" for a secret. */
  readonly value: string;
  readonly type: OptionKind<unknown>['type'];
  /** Write-only: its value is never returned, `set` says whether it has one. */
  readonly secret: boolean;
  /** Whether the option holds a non-empty value (the one thing a console may show about a secret). */
  readonly set: boolean;
  /** Whether this caller may change it; the console shows the rest read-only. */
  readonly writable: boolean;
}

const ONLY_ADMINS = 'only admins manage system options';

const mayWrite = (actor: Actor, key: OptionKey): boolean => allows('admin', actor) && (!isRootOnlyOption(key) || allows('root', actor));

function entryOf(key: OptionKey, value: string, actor: Actor): OptionEntry {
  const secret = isWriteOnlyOption(key);
  return { key, value: secret ? '' : value, type: OPTION_CATALOGUE[key].type, secret, set: value !== '', writable: mayWrite(actor, key) };
}

function currentEntry(deps: OptionsDeps, actor: Actor, key: OptionKey): OptionEntry {
  const stored = deps.options.entries().find((entry) => entry.key === key);
  return entryOf(key, stored?.value ?? '', actor);
}

/** Admins: every option in catalogue order, secrets without their values. */
export async function listOptions(deps: OptionsDeps, actor: Actor): Promise<OptionEntry[]> {
  requireAccess('admin', actor, ONLY_ADMINS);
  return deps.options.entries().map(({ key, value }) => entryOf(key, value, actor));
}

/**
 * Admins: changes one option. `value` is a JSON boolean, number or string
 * (spec: `PUT /api/option/ {key, value}`); a value the option cannot take
 * stores nothing, and the error says why.
 */
export async function updateOption(deps: OptionsDeps, actor: Actor, input: { readonly key: unknown; readonly value: unknown }): Promise<OptionEntry> {
  requireAccess('admin', actor, ONLY_ADMINS);
  if (typeof input.key !== 'string' || input.key === '') throw new AppError('invalid', 'say which option: key is required');
  if (!isOptionKey(input.key)) throw new AppError('invalid', `unknown option "${input.key}"`);
  const key = input.key;
  if (!mayWrite(actor, key)) throw new AppError('forbidden', `only the super admin may change ${key}`);
  const converted = optionValueText(input.value);
  if (!converted.ok) throw new AppError('invalid', `option ${key}: ${converted.reason}`);
  const problem = optionChangeProblem(key, converted.text, (other) => deps.options.get(other));
  if (problem !== null) throw new AppError('invalid', `option ${key}: ${problem}`);
  await deps.options.set(key, converted.text, eventActor(actor));
  return currentEntry(deps, actor, key);
}

/** The super admin: puts `ModelRatio` back to the built-in defaults (`POST /api/option/rest_model_ratio`). */
export async function resetModelRatio(deps: OptionsDeps, actor: Actor): Promise<OptionEntry> {
  requireAccess('admin', actor, ONLY_ADMINS);
  if (!mayWrite(actor, 'ModelRatio')) throw new AppError('forbidden', 'only the super admin may change ModelRatio');
  const defaults = optionKind('ModelRatio').serialise(OPTION_CATALOGUE.ModelRatio.defaultValue);
  await deps.options.set('ModelRatio', defaults, eventActor(actor));
  return currentEntry(deps, actor, 'ModelRatio');
}

/** Public: the notice shown to every visitor (Markdown or HTML, as the admin wrote it). */
export async function getNotice(deps: OptionsDeps, _actor: Actor): Promise<string> {
  return deps.options.get('Notice');
}

/** Public: the About page content. */
export async function getAbout(deps: OptionsDeps, _actor: Actor): Promise<string> {
  return deps.options.get('About');
}

/** Public: the home page content (Markdown, HTML, or a URL the console shows in a frame). */
export async function getHomePageContent(deps: OptionsDeps, _actor: Actor): Promise<string> {
  return deps.options.get('HomePageContent');
}

/** The options part of the application layer, as both transports call it (`app.options`). */
export interface OptionsApp {
  list(actor: Actor): Promise<OptionEntry[]>;
  update(actor: Actor, input: { readonly key: unknown; readonly value: unknown }): Promise<OptionEntry>;
  resetModelRatio(actor: Actor): Promise<OptionEntry>;
  notice(actor: Actor): Promise<string>;
  about(actor: Actor): Promise<string>;
  homePageContent(actor: Actor): Promise<string>;
}

export function createOptionsApp(deps: OptionsDeps): OptionsApp {
  return {
    list: (actor) => listOptions(deps, actor),
    update: (actor, input) => updateOption(deps, actor, input),
    resetModelRatio: (actor) => resetModelRatio(deps, actor),
    notice: (actor) => getNotice(deps, actor),
    about: (actor) => getAbout(deps, actor),
    homePageContent: (actor) => getHomePageContent(deps, actor),
  };
}
