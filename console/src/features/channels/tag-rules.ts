import { isModelMappingText } from './channel-form';
import { commaItems } from './channel-rules';

/*
 * Spec 02 §5's checks of the tag edit dialog, the tag row's priority and
 * weight, the batch tag and the batch delete. Errors are keys of the
 * `channels` namespace's `errors`.
 */

export type TagError = 'noChanges' | 'modelMappingJson' | 'priorityInteger' | 'weightNonNegative' | 'noSelection' | 'tagRequired';

export interface TagEditValues {
  readonly newTag: string;
  readonly modelMapping: string;
  readonly groups: string;
  readonly models: string;
  readonly priority: string;
  readonly weight: string;
}

/** What GraphQL's ChannelTagEditInput takes: only the fields that changed. */
export interface TagEditInput {
  tag: string;
  newTag?: string;
  modelMapping?: string;
  groups?: string;
  models?: string;
  priority?: number;
  weight?: number;
}

/** A tag's priority: an integer ('priority must be an integer!'). */
export function tagPriority(text: string): { value: number } | { error: TagError } {
  const trimmed = text.trim();
  return /^-?\d{1,15}$/.test(trimmed) ? { value: Number(trimmed) } : { error: 'priorityInteger' };
}

/** A tag's weight: a non-negative integer. */
export function tagWeight(text: string): { value: number } | { error: TagError } {
  const trimmed = text.trim();
  return /^\d{1,10}$/.test(trimmed) && Number(trimmed) <= 2 ** 31 - 1 ? { value: Number(trimmed) } : { error: 'weightNonNegative' };
}

/** The tag edit dialog: what changed from the tag's values, checked; 'noChanges' when nothing did. */
export function checkTagEdit(tag: string, initial: TagEditValues, values: TagEditValues): { error: TagError } | { input: TagEditInput } {
  const input: TagEditInput = { tag };
  const changed = (field: keyof TagEditValues) => values[field].trim() !== initial[field].trim();
  if (changed('newTag')) input.newTag = values.newTag.trim();
  if (changed('modelMapping')) {
    if (!isModelMappingText(values.modelMapping)) return { error: 'modelMappingJson' };
    input.modelMapping = values.modelMapping.trim();
  }
  if (changed('groups')) input.groups = commaItems(values.groups).join(',');
  if (changed('models')) input.models = commaItems(values.models).join(',');
  if (changed('priority')) {
    const priority = tagPriority(values.priority);
    if ('error' in priority) return priority;
    input.priority = priority.value;
  }
  if (changed('weight')) {
    const weight = tagWeight(values.weight);
    if ('error' in weight) return weight;
    input.weight = weight.value;
  }
  return Object.keys(input).length === 1 ? { error: 'noChanges' } : { input };
}

/** Batch tag: channels selected and a tag given. */
export function checkBatchTag(ids: readonly number[], tag: string): { error: TagError } | { ids: number[]; tag: string } {
  if (ids.length === 0) return { error: 'noSelection' };
  if (tag.trim() === '') return { error: 'tagRequired' };
  return { ids: [...ids], tag: tag.trim() };
}

/** Batch delete: channels selected. */
export const checkBatchDelete = (ids: readonly number[]): { error: TagError } | { ids: number[] } =>
  ids.length === 0 ? { error: 'noSelection' } : { ids: [...ids] };
