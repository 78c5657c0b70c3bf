import { ButtonGroup, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../lib/page-size';

interface Props {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  /** A new size starts again at page 1 (the caller remembers it in `page-size`). */
  readonly onPageSize: (size: number) => void;
}

/** Spec 01 §9: a table's pages, with the page sizes 10, 20, 50 and 100 and the total. */
export function TablePager({ page, pageSize, total, onPage, onPageSize }: Props) {
  const { t } = useTranslation();
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" data-testid="table-pager">
      <HStack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('pager.total', { total })}
        </Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label={t('pager.pageSize')} value={String(pageSize)} onChange={(event) => onPageSize(Number(event.currentTarget.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('pager.perPage', { size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Pagination.Root count={total} pageSize={pageSize} page={page} onPageChange={(event) => onPage(event.page)} siblingCount={1}>
        <ButtonGroup variant="ghost" size="sm" attached={false} aria-label={t('pager.label')}>
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label="‹">‹</IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={String(item.value)}>
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label="›">›</IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
    </HStack>
  );
}
