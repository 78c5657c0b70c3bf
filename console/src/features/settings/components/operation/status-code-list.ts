/*
 * AutomaticDisableStatusCodes and AutomaticRetryStatusCodes: codes and ranges
 * from 100 to 599 separated by commas ("401,500-503"; a full-width comma
 * too); empty means none. The server refuses anything else
 * (services/features/options/rules/option-checks.ts): the same rule, checked
 * before the save so the field can say which part is wrong.
 */

export type StatusCodeProblem = { readonly part: string; readonly kind: 'format' | 'range' } | null;

export function statusCodeListProblem(text: string): StatusCodeProblem {
  for (const raw of text.split(/[,，]/)) {
    const part = raw.trim();
    if (part === '') continue;
    const range = /^(\d{3})(?:\s*-\s*(\d{3}))?$/.exec(part);
    if (!range) return { part, kind: 'format' };
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < 100 || to > 599 || from > to) return { part, kind: 'range' };
  }
  return null;
}
