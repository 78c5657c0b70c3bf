import type { OptionValues } from '../../../../schema/options/catalogue';
import { toNumber } from './exact-decimal';
import { groupRatioFor, type PriceTable } from './price-table';

/*
 * Which groups a caller may use and at what ratio (server-behaviour 3.2, 4.1
 * and 12). Pure: the options and the caller's group in, plain maps out. A
 * guest has no group (`null`): they see the global usable groups at the plain
 * GroupRatio, as the established gateway shows them.
 */

export type GroupOptions = Pick<OptionValues, 'UserUsableGroups' | 'group_ratio_setting.group_special_usable_group' | 'AutoGroups' | 'GroupRatio'>;

/** The description the established gateway gives a user's own group when it is not otherwise usable. */
export const OWN_GROUP_DESCRIPTION = '用户分组';
/** What `/api/user/self/groups` says as the ratio of `auto`: it depends on the group picked. */
export const AUTO_RATIO_TEXT = '自动';
export const AUTO_GROUP = 'auto';

/**
 * UserUsableGroups, changed by the special rules of the user's group
 * (`"+:g"` or `"g"` adds g with that description, `"-:g"` removes g), plus
 * the user's own group. Keys keep the option's order.
 */
export function usableGroups(options: GroupOptions, userGroup: string | null): Record<string, string> {
  const groups = new Map(Object.entries(options.UserUsableGroups));
  if (userGroup === null) return Object.fromEntries(groups);
  const special = Object.hasOwn(options['group_ratio_setting.group_special_usable_group'], userGroup)
    ? options['group_ratio_setting.group_special_usable_group'][userGroup]!
    : {};
  for (const [rule, description] of Object.entries(special)) {
    if (rule.startsWith('-:')) groups.delete(rule.slice(2));
    else groups.set(rule.startsWith('+:') ? rule.slice(2) : rule, description);
  }
  if (userGroup !== '' && !groups.has(userGroup)) groups.set(userGroup, OWN_GROUP_DESCRIPTION);
  return Object.fromEntries(groups);
}

/** The groups `auto` walks for this caller: AutoGroups in order, those the caller may use. */
export function autoGroups(options: GroupOptions, usable: Readonly<Record<string, string>>): string[] {
  return options.AutoGroups.filter((group) => Object.hasOwn(usable, group));
}

/** The ratio a caller pays in `group`: GroupGroupRatio for a signed-in user's group, else GroupRatio, else 1. */
export function ratioIn(table: PriceTable, userGroup: string | null, group: string): number {
  return toNumber(groupRatioFor(table, userGroup ?? '', group).ratio);
}

/**
 * The pricing page's `group_ratio`: each group of GroupRatio the caller may
 * use, at the caller's ratio. Guests get no group-group override (they have
 * no group), signed-in users get theirs.
 */
export function groupRatios(
  options: GroupOptions,
  table: PriceTable,
  userGroup: string | null,
  usable: Readonly<Record<string, string>>,
): Record<string, number> {
  return Object.fromEntries(
    Object.keys(options.GroupRatio)
      .filter((group) => Object.hasOwn(usable, group))
      .map((group) => [group, userGroup === null ? toNumber(table.groupRatio.get(group)!) : ratioIn(table, userGroup, group)]),
  );
}

/** One entry of `/api/user/self/groups`. */
export interface GroupChoice {
  readonly ratio: number | typeof AUTO_RATIO_TEXT;
  readonly desc: string;
}

/**
 * `/api/user/self/groups`: each group of GroupRatio the user may use, with
 * their ratio there and its description, plus `auto` when it is usable.
 */
export function groupChoices(options: GroupOptions, table: PriceTable, userGroup: string): Record<string, GroupChoice> {
  const usable = usableGroups(options, userGroup);
  const choices = new Map<string, GroupChoice>();
  for (const group of Object.keys(options.GroupRatio)) {
    if (Object.hasOwn(usable, group)) choices.set(group, { ratio: ratioIn(table, userGroup, group), desc: usable[group]! });
  }
  if (Object.hasOwn(usable, AUTO_GROUP)) choices.set(AUTO_GROUP, { ratio: AUTO_RATIO_TEXT, desc: usable[AUTO_GROUP]! });
  return Object.fromEntries(choices);
}

/**
 * The groups whose models `/api/user/models` lists: every usable group, or
 * one requested group if the user may use it (none otherwise), and for
 * `auto` the groups it walks.
 */
export function groupsToList(options: GroupOptions, userGroup: string, requested: string): string[] {
  const usable = usableGroups(options, userGroup);
  if (requested === '') return Object.keys(usable).filter((group) => group !== AUTO_GROUP);
  if (!Object.hasOwn(usable, requested)) return [];
  return requested === AUTO_GROUP ? autoGroups(options, usable) : [requested];
}
