/*
 * The group options' shapes (schema/options/catalogue.ts; spec 03 §3.3, §5;
 * server-behaviour 3.2, 4.1, 12). Each is JSON text, checked on blur as
 * JSON; before the save each is also checked for its shape, so the field
 * says what it must hold instead of the server refusing it.
 */

export const GROUP_KEYS = {
  ratio: 'GroupRatio',
  usable: 'UserUsableGroups',
  groupGroupRatio: 'GroupGroupRatio',
  autoGroups: 'AutoGroups',
  specialUsable: 'group_ratio_setting.group_special_usable_group',
} as const;

export type GroupOptionKey = (typeof GROUP_KEYS)[keyof typeof GROUP_KEYS];

/** What a group option must hold, as a key of the `groups.shape` strings. */
export type GroupShape = 'ratioMap' | 'descriptionMap' | 'nestedRatioMap' | 'groupList' | 'specialMap';

export const GROUP_SHAPES: Readonly<Record<GroupOptionKey, GroupShape>> = {
  GroupRatio: 'ratioMap',
  UserUsableGroups: 'descriptionMap',
  GroupGroupRatio: 'nestedRatioMap',
  AutoGroups: 'groupList',
  'group_ratio_setting.group_special_usable_group': 'specialMap',
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isRatio = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isText = (value: unknown): boolean => typeof value === 'string';
const mapOf = (value: unknown, entry: (value: unknown) => boolean): boolean => isRecord(value) && Object.values(value).every(entry);

const FITS: Readonly<Record<GroupShape, (value: unknown) => boolean>> = {
  ratioMap: (value) => mapOf(value, isRatio),
  descriptionMap: (value) => mapOf(value, isText),
  nestedRatioMap: (value) => mapOf(value, (inner) => mapOf(inner, isRatio)),
  groupList: (value) => Array.isArray(value) && value.every((group) => typeof group === 'string' && group.trim() !== ''),
  specialMap: (value) => mapOf(value, (inner) => mapOf(inner, isText)),
};

/** Whether `text` is JSON of the shape the option holds (false for text that is not JSON at all). */
export function fitsGroupShape(shape: GroupShape, text: string): boolean {
  try {
    return FITS[shape](JSON.parse(text));
  } catch {
    return false;
  }
}

/** The group options among `values` whose text does not fit their shape, in the order given. */
export function groupShapeProblems(values: Readonly<Record<string, string>>): Array<[GroupOptionKey, GroupShape]> {
  const problems: Array<[GroupOptionKey, GroupShape]> = [];
  for (const [key, shape] of Object.entries(GROUP_SHAPES) as Array<[GroupOptionKey, GroupShape]>) {
    const text = values[key];
    if (text !== undefined && !fitsGroupShape(shape, text)) problems.push([key, shape]);
  }
  return problems;
}

/** Auto groups that are not usable groups: `auto` skips them (server-behaviour 3.2); a warning, not a refusal. */
export function unusableAutoGroups(autoGroupsText: string, usableText: string): string[] {
  try {
    const auto: unknown = JSON.parse(autoGroupsText);
    const usable: unknown = JSON.parse(usableText);
    if (!Array.isArray(auto) || !isRecord(usable)) return [];
    return auto.filter((group): group is string => typeof group === 'string' && !Object.hasOwn(usable, group));
  } catch {
    return [];
  }
}
