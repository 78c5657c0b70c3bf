/**
 * A model name as the tokenizer and image tables know it: lower case,
 * without a vendor prefix (`openai/gpt-4o`) or a fine-tune wrapper
 * (`ft:gpt-4o-mini:org::id`). Prices look models up by their own rule
 * (pricing's `normaliseModelName`).
 */
export function normaliseModel(model: string): string {
  let name = model.trim().toLowerCase();
  if (name.startsWith('ft:')) name = name.slice(3).split(':')[0] ?? '';
  const slash = name.lastIndexOf('/');
  return slash === -1 ? name : name.slice(slash + 1);
}
