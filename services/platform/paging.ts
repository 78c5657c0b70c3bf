import { AppError } from './errors';
import { positiveId } from './input-checks';

/*
 * One way to page a list, for every feature. An application function takes
 * a PageInput, checks it with `checkPage` against its list's limits, reads
 * the rows of `sqlWindow` and answers `pageOf`. The REST adapter reads its
 * legacy query parameters (`p`, `page_size`) with the same check, naming
 * them in the messages (platform/rest/legacy-page.ts).
 */

/** Which page (from 1) and how many items on it; left out, the list's default. */
export interface PageInput {
  readonly page?: number;
  readonly pageSize?: number;
}

/** One page of a list, and how many items the whole list has. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/**
 * A page of a list a live feed follows, and the feed's place when the page
 * was read (read before the rows): a feed resumed after it sends every change
 * the page may lack, so a change is on the page, after the cursor, or both.
 */
export interface FeedPage<T> extends Page<T> {
  readonly cursor: string;
}

/** A checked page request: whole numbers within the list's limits. */
export interface PageWindow {
  readonly page: number;
  readonly pageSize: number;
}

/** The established limits of a list. */
export interface PageLimits {
  readonly defaultSize: number;
  /** The sizes a caller may ask for: a fixed choice, or any whole number in a range. */
  readonly sizes: readonly number[] | { readonly min: number; readonly max: number };
  /**
   * `strict`: a page is a positive whole number. `lenient`: a page below 1 or
   * not a number reads as page 1 (the token list: the established console
   * asks for page 0).
   */
  readonly pages: 'strict' | 'lenient';
}

/** The admin lists (users, channels, redemption codes): 10, 20, 50 or 100 a page, 10 unless asked; pages from 1. */
export const ADMIN_LIST_PAGES: PageLimits = { defaultSize: 10, sizes: [10, 20, 50, 100], pages: 'strict' };

/** What the messages call the two values. */
export interface PageNames {
  readonly page: string;
  readonly pageSize: string;
}

const absent = (value: unknown): boolean => value === undefined || value === null || value === '';

/**
 * Checks a page request against a list's limits. The values may be numbers
 * or the decimal text of a query string; absent ones take the defaults.
 */
export function checkPage(
  input: { readonly page?: unknown; readonly pageSize?: unknown },
  limits: PageLimits,
  names: PageNames = { page: 'page', pageSize: 'pageSize' },
): PageWindow {
  const page = limits.pages === 'lenient' ? lenientPage(input.page, names.page) : absent(input.page) ? 1 : positiveId(input.page, names.page);
  const pageSize = absent(input.pageSize) ? limits.defaultSize : Number(input.pageSize);
  const { sizes } = limits;
  if (Array.isArray(sizes)) {
    if (!sizes.includes(pageSize)) throw new AppError('invalid', `${names.pageSize} is one of ${sizes.join(', ')}`);
  } else {
    const { min, max } = sizes as { readonly min: number; readonly max: number };
    if (!Number.isInteger(pageSize) || pageSize < min || pageSize > max)
      throw new AppError('invalid', `${names.pageSize} is a whole number from ${min} to ${max}`);
  }
  // The first row of the page must be a whole number SQL and JavaScript agree on.
  if (!Number.isSafeInteger((page - 1) * pageSize)) throw new AppError('invalid', `${names.page} is past the last page anyone could have`);
  return { page, pageSize };
}

/**
 * A lenient page: below 1, or not a whole number, reads as page 1 (as the
 * established gateway's integer parse does); a whole number past what a
 * number holds exactly (`1e309`, twenty digits) is refused, never passed on.
 */
function lenientPage(value: unknown, name: string): number {
  const page = absent(value) ? 1 : Number(value);
  if (Number.isNaN(page) || page < 1 || (Number.isFinite(page) && !Number.isInteger(page))) return 1;
  if (!Number.isSafeInteger(page)) throw new AppError('invalid', `${name} is a positive whole number`);
  return page;
}

/** The rows of a page, for SQL's `OFFSET … LIMIT …`. */
export const sqlWindow = (window: PageWindow): { offset: number; limit: number } => ({ offset: (window.page - 1) * window.pageSize, limit: window.pageSize });

/** The answer for a page. */
export const pageOf = <T>(window: PageWindow, items: readonly T[], total: number): Page<T> => ({
  items,
  page: window.page,
  pageSize: window.pageSize,
  total,
});
