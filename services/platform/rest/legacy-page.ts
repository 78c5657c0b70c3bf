import { checkPage, type Page, type PageLimits, type PageWindow } from '../paging';

/*
 * Pages in the legacy `/api` shape (spec 02): the query says `p` and
 * `page_size` (the token list: `size`), the answer `{items, page, page_size,
 * total}`. The application speaks PageInput and Page; these map between them.
 */

/** The page a legacy list query asks for, checked against the list's limits with the legacy names in the messages. */
export function legacyPageQuery(query: URLSearchParams, limits: PageLimits, sizeName = 'page_size'): PageWindow {
  return checkPage({ page: query.get('p') ?? undefined, pageSize: query.get(sizeName) ?? undefined }, limits, { page: 'p', pageSize: sizeName });
}

/** A page as the legacy clients read it, each item in its wire shape. */
export function legacyPage<T, W>(page: Page<T>, wire: (item: T) => W): { items: W[]; page: number; page_size: number; total: number } {
  return { items: page.items.map(wire), page: page.page, page_size: page.pageSize, total: page.total };
}
