import { useState } from 'react';
import { readPageSize, savePageSize } from '../lib/page-size';

/**
 * A table's page and page size: the size starts from the remembered one
 * (spec 01 §3 `page-size`), and choosing another remembers it and goes back
 * to the first page.
 */
export function usePaging(): { page: number; setPage: (page: number) => void; pageSize: number; changePageSize: (size: number) => void } {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(readPageSize);
  const changePageSize = (size: number) => {
    savePageSize(size);
    setPageSize(size);
    setPage(1);
  };
  return { page, setPage, pageSize, changePageSize };
}
