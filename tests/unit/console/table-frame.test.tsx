// @vitest-environment jsdom
import './jsdom-setup';
import { ChakraProvider, Table } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hiddenSidesOf, TableFrame } from '../../../console/src/components/table-frame';
import { system } from '../../../console/src/lib/system';

describe('hiddenSidesOf: which edges of a table hide columns', () => {
  it('a table that fits hides nothing', () => {
    expect(hiddenSidesOf({ scrollLeft: 0, scrollWidth: 800, clientWidth: 800 })).toEqual({ before: false, after: false });
  });

  it('a wider table at its start hides columns after; scrolled to its end, before', () => {
    expect(hiddenSidesOf({ scrollLeft: 0, scrollWidth: 1100, clientWidth: 800 })).toEqual({ before: false, after: true });
    expect(hiddenSidesOf({ scrollLeft: 300, scrollWidth: 1100, clientWidth: 800 })).toEqual({ before: true, after: false });
  });

  it('in the middle, both', () => {
    expect(hiddenSidesOf({ scrollLeft: 150, scrollWidth: 1100, clientWidth: 800 })).toEqual({ before: true, after: true });
  });

  it('a pixel of slack: a zoomed page that fits to the fraction hides nothing', () => {
    expect(hiddenSidesOf({ scrollLeft: 0.5, scrollWidth: 801, clientWidth: 800 })).toEqual({ before: false, after: false });
  });
});

/** jsdom lays nothing out: the box's sizes are set by hand, as a browser would report them. */
function size(box: HTMLElement, sizes: { scrollWidth: number; clientWidth: number; scrollLeft: number }) {
  for (const [name, value] of Object.entries(sizes)) Object.defineProperty(box, name, { configurable: true, writable: true, value });
}

function renderFrame() {
  render(
    <ChakraProvider value={system}>
      <TableFrame data-testid="frame">
        <Table.Root>
          <Table.Body>
            <Table.Row>
              <Table.Cell>a wide row</Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TableFrame>
    </ChakraProvider>,
  );
  return screen.getByTestId('frame');
}

describe('TableFrame', () => {
  it('shades the edge that hides columns, and follows the reader scrolling', () => {
    const frame = renderFrame();
    // As first laid out in jsdom (no widths): nothing hidden, no shade.
    expect(screen.queryByTestId('table-more-after')).toBeNull();
    expect(screen.queryByTestId('table-more-before')).toBeNull();

    size(frame, { scrollWidth: 1100, clientWidth: 800, scrollLeft: 0 });
    act(() => void fireEvent.scroll(frame));
    expect(screen.getByTestId('table-more-after').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('table-more-before')).toBeNull();

    size(frame, { scrollWidth: 1100, clientWidth: 800, scrollLeft: 300 });
    act(() => void fireEvent.scroll(frame));
    expect(screen.getByTestId('table-more-before')).toBeTruthy();
    expect(screen.queryByTestId('table-more-after')).toBeNull();
  });

  it('passes its props to the scrolling box', () => {
    const frame = renderFrame();
    expect(frame.contains(screen.getByText('a wide row'))).toBe(true);
  });
});
