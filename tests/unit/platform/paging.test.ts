import { describe, expect, it } from 'vitest';
import { ADMIN_LIST_PAGES, checkPage, pageOf, sqlWindow, type PageLimits } from '../../../services/platform/paging';
import { legacyPage, legacyPageQuery } from '../../../services/platform/rest/legacy-page';

/* The one paging helper: the established limits, the legacy query names, the SQL window. */

const LENIENT: PageLimits = { defaultSize: 10, sizes: { min: 1, max: 100 }, pages: 'lenient' };

describe('checkPage', () => {
  it('takes the defaults for what is left out', () => {
    expect(checkPage({}, ADMIN_LIST_PAGES)).toEqual({ page: 1, pageSize: 10 });
    expect(checkPage({ page: null, pageSize: '' }, ADMIN_LIST_PAGES)).toEqual({ page: 1, pageSize: 10 });
  });

  it('holds the admin lists to 10, 20, 50 or 100 and pages from 1', () => {
    expect(checkPage({ page: 3, pageSize: 50 }, ADMIN_LIST_PAGES)).toEqual({ page: 3, pageSize: 50 });
    expect(checkPage({ page: '2', pageSize: '20' }, ADMIN_LIST_PAGES)).toEqual({ page: 2, pageSize: 20 });
    expect(() => checkPage({ pageSize: 7 }, ADMIN_LIST_PAGES)).toThrow('pageSize is one of 10, 20, 50, 100');
    expect(() => checkPage({ page: 0 }, ADMIN_LIST_PAGES)).toThrow('page is a positive whole number');
    expect(() => checkPage({ page: 1.5 }, ADMIN_LIST_PAGES)).toThrow('page is a positive whole number');
  });

  it('reads a page below 1 or not a number as the first on a lenient list, and holds the size to its range', () => {
    expect(checkPage({ page: 0, pageSize: 100 }, LENIENT)).toEqual({ page: 1, pageSize: 100 });
    expect(checkPage({ page: 'abc', pageSize: '1' }, LENIENT)).toEqual({ page: 1, pageSize: 1 });
    expect(checkPage({ page: -4 }, LENIENT)).toEqual({ page: 1, pageSize: 10 });
    expect(() => checkPage({ pageSize: 101 }, LENIENT)).toThrow('pageSize is a whole number from 1 to 100');
    expect(() => checkPage({ pageSize: 0 }, LENIENT)).toThrow('pageSize is a whole number from 1 to 100');
  });

  it('refuses a page past what a number holds exactly, never passing Infinity or twenty digits on (issue 13, item 6)', () => {
    expect(() => checkPage({ page: '1e309' }, LENIENT, { page: 'p', pageSize: 'size' })).toThrow('p is a positive whole number');
    expect(() => checkPage({ page: '12345678901234567890' }, LENIENT)).toThrow('page is a positive whole number');
    expect(() => checkPage({ page: '12345678901234567890' }, ADMIN_LIST_PAGES)).toThrow('page is a positive whole number');
    expect(() => checkPage({ page: Number.MAX_SAFE_INTEGER, pageSize: 100 }, ADMIN_LIST_PAGES)).toThrow('page is past the last page');
    expect(checkPage({ page: '-1e309' }, LENIENT)).toEqual({ page: 1, pageSize: 10 });
    expect(checkPage({ page: '2.5' }, LENIENT)).toEqual({ page: 1, pageSize: 10 });
    expect(() => checkPage({ pageSize: '1e309' }, LENIENT)).toThrow('pageSize is a whole number from 1 to 100');
  });

  it('names the values as the caller calls them', () => {
    expect(() => checkPage({ page: 'x' }, ADMIN_LIST_PAGES, { page: 'p', pageSize: 'page_size' })).toThrow('p is a positive whole number');
  });
});

describe('the SQL window and the page', () => {
  it('skips the pages before and takes one page', () => {
    expect(sqlWindow({ page: 1, pageSize: 10 })).toEqual({ offset: 0, limit: 10 });
    expect(sqlWindow({ page: 3, pageSize: 20 })).toEqual({ offset: 40, limit: 20 });
  });

  it('answers the items with the window and the total', () => {
    expect(pageOf({ page: 2, pageSize: 10 }, ['a'], 11)).toEqual({ items: ['a'], page: 2, pageSize: 10, total: 11 });
  });
});

describe('the legacy REST names', () => {
  it('reads p and page_size (or another size name), naming them in the messages', () => {
    expect(legacyPageQuery(new URLSearchParams('p=2&page_size=50'), ADMIN_LIST_PAGES)).toEqual({ page: 2, pageSize: 50 });
    expect(legacyPageQuery(new URLSearchParams('p=0&size=100'), LENIENT, 'size')).toEqual({ page: 1, pageSize: 100 });
    expect(() => legacyPageQuery(new URLSearchParams('page_size=7'), ADMIN_LIST_PAGES)).toThrow('page_size is one of 10, 20, 50, 100');
    expect(() => legacyPageQuery(new URLSearchParams('p=0'), ADMIN_LIST_PAGES)).toThrow('p is a positive whole number');
    expect(() => legacyPageQuery(new URLSearchParams('size=0'), LENIENT, 'size')).toThrow('size is a whole number from 1 to 100');
  });

  it('answers {items, page, page_size, total} with each item in its wire shape', () => {
    expect(JSON.stringify(legacyPage({ items: [1, 2], page: 1, pageSize: 10, total: 2 }, (n) => ({ n })))).toBe(
      '{"items":[{"n":1},{"n":2}],"page":1,"page_size":10,"total":2}',
    );
  });
});
