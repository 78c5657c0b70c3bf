import { Box, Table, type HTMLChakraProps } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';

/** Which sides of a scrolled box hide columns: the one before the first visible column, the one after the last. */
export interface HiddenSides {
  readonly before: boolean;
  readonly after: boolean;
}

const NONE: HiddenSides = { before: false, after: false };

/** A pixel of slack: zoomed pages report fractional widths, so an exact fit can read as one pixel over. */
export function hiddenSidesOf(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }): HiddenSides {
  return { before: box.scrollLeft > 1, after: box.scrollLeft + box.clientWidth < box.scrollWidth - 1 };
}

/** Follows a scroll box: on scroll, and when it or its table changes size (a column shown, rows arrived, the window resized). */
function useHiddenSides(): [(node: HTMLDivElement | null) => void, HiddenSides] {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  const [sides, setSides] = useState<HiddenSides>(NONE);
  useLayoutEffect(() => {
    if (node === null) return;
    const measure = () =>
      setSides((old) => {
        const now = hiddenSidesOf(node);
        return old.before === now.before && old.after === now.after ? old : now;
      });
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    // jsdom and very old browsers have no ResizeObserver: the box is then measured on scroll only.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    if (node.firstElementChild) observer?.observe(node.firstElementChild);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [node]);
  return [useCallback((next: HTMLDivElement | null) => setNode(next), []), sides];
}

/** A soft shade along one inner edge, over the rows: it says "more this way" without hiding what is under it. */
function EdgeShade({ side, testId }: { side: 'start' | 'end'; testId: string }) {
  return (
    <Box
      aria-hidden
      data-testid={testId}
      position="absolute"
      top="1px"
      bottom="1px"
      {...(side === 'start' ? { left: '1px', borderStartRadius: 'lg' } : { right: '1px', borderEndRadius: 'lg' })}
      w="6"
      pointerEvents="none"
      bgGradient={side === 'start' ? 'to-r' : 'to-l'}
      gradientFrom={{ base: 'blackAlpha.200', _dark: 'whiteAlpha.300' }}
      gradientTo="transparent"
      zIndex="1"
    />
  );
}

/**
 * The frame of every table in the console: a bordered panel that scrolls
 * sideways when its columns are wider than the page, with a shade on each
 * edge that hides columns, so a reader sees there is more to scroll to
 * (the usage log's 详情 column at 1280 px was cut off with no sign of it).
 */
export function TableFrame({ children, ...rest }: { children: ReactNode } & HTMLChakraProps<'div'>) {
  const [ref, sides] = useHiddenSides();
  return (
    <Box position="relative" minW="0" maxW="full">
      <Table.ScrollArea ref={ref} borderWidth="1px" borderRadius="lg" bg="bg.panel" {...rest}>
        {children}
      </Table.ScrollArea>
      {sides.before && <EdgeShade side="start" testId="table-more-before" />}
      {sides.after && <EdgeShade side="end" testId="table-more-after" />}
    </Box>
  );
}
