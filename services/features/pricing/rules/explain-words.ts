/*
 * The words of "explain this charge" (explain-cost.ts), in the console's two
 * languages: the formula is the same arithmetic in either, read by a person
 * checking it with a calculator in their own language. Numbers are written
 * as the engine's exact decimals, never localised, so they can be typed in.
 */

export type FormulaLanguage = 'en' | 'zh';

/** The token kinds a per-token formula counts, in its order. */
export type TokenTerm = 'input' | 'cached' | 'cacheWrite' | 'image' | 'output';

export interface FormulaWords {
  /** `19 input tokens`, before its ratio (if any). */
  tokens(count: number, kind: TokenTerm): string;
  modelRatio(ratio: string): string;
  groupRatio(ratio: string): string;
  perCall(price: string): string;
  quotaPerDollar(quotaPerUnit: string): string;
  /** A tool's calls at its price per 1,000 calls. */
  toolCalls(count: number, tool: string, pricePerThousand: string): string;
  /** `= exact → rounded half up: quota`. */
  rounded(exact: string, quota: number): string;
  /** A charge that rounds to 0 for a request that used something, which costs 1. */
  minimum(exact: string): string;
  noUsage: string;
  /** After the formula of a model that costs nothing. */
  free: string;
}

const ENGLISH_TOKENS: Readonly<Record<TokenTerm, string>> = {
  input: 'input tokens',
  cached: 'cached tokens',
  cacheWrite: 'cache-write tokens',
  image: 'image tokens',
  output: 'output tokens',
};

const CHINESE_TOKENS: Readonly<Record<TokenTerm, string>> = {
  input: '输入',
  cached: '缓存命中',
  cacheWrite: '缓存写入',
  image: '图片输入',
  output: '输出',
};

const WORDS: Readonly<Record<FormulaLanguage, FormulaWords>> = {
  en: {
    tokens: (count, kind) => `${count} ${ENGLISH_TOKENS[kind]}`,
    modelRatio: (ratio) => `model ratio ${ratio}`,
    groupRatio: (ratio) => `group ratio ${ratio}`,
    perCall: (price) => `$${price} per call`,
    quotaPerDollar: (quotaPerUnit) => `${quotaPerUnit} quota per $`,
    toolCalls: (count, tool, price) => `${count} ${tool} call${count === 1 ? '' : 's'} × $${price} per 1,000`,
    rounded: (exact, quota) => `= ${exact} → rounded half up: ${quota}`,
    minimum: (exact) => `= ${exact}, which rounds to 0; a priced request that used something costs at least 1 → 1`,
    noUsage: 'The upstream reported no tokens: the request is treated as failed and costs 0.',
    free: '= 0: a free model.',
  },
  zh: {
    tokens: (count, kind) => `${CHINESE_TOKENS[kind]} ${count} tokens`,
    modelRatio: (ratio) => `模型倍率 ${ratio}`,
    groupRatio: (ratio) => `分组倍率 ${ratio}`,
    perCall: (price) => `每次调用 $${price}`,
    quotaPerDollar: (quotaPerUnit) => `每美元 ${quotaPerUnit} 额度`,
    toolCalls: (count, tool, price) => `${tool} 调用 ${count} 次 × 每千次 $${price}`,
    rounded: (exact, quota) => `= ${exact} → 四舍五入：${quota}`,
    minimum: (exact) => `= ${exact}，四舍五入为 0；有用量的计价请求至少收费 1 → 1`,
    noUsage: '上游没有报告任何 token：请求按失败处理，费用为 0。',
    free: '= 0：免费模型。',
  },
};

export const formulaWords = (language: FormulaLanguage): FormulaWords => WORDS[language];

/** A caller's language (`zh`, `zh-CN`, `en-US`, …) as a formula's: Chinese for any `zh`, else English. */
export function formulaLanguageOf(input: unknown): FormulaLanguage {
  return typeof input === 'string' && /^zh\b/i.test(input.trim()) ? 'zh' : 'en';
}
