// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../console/src/lib/toaster';
import { channel, lastSent, renderChannels } from './channels-kit';

// The notice stack is one for the console: each test starts with none.
afterEach(() => toaster.remove());

describe('channels: on a phone (spec 02 section 9)', () => {
  it('shows cards, tag cards with their priority and weight, and no table', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: query === '(max-width: 600px)' });
    try {
      localStorage.setItem('enable-tag-mode', 'true');
      const tagRow = {
        __typename: 'ChannelTagRow',
        tag: 'blue',
        group: 'default',
        status: 1,
        tagPriority: 5,
        tagWeight: null,
        responseTime: 0,
        balance: 0,
        usedQuota: 0,
        channels: [channel({ id: 4, name: 'blue-a', tag: 'blue' })],
      };
      const { server } = await renderChannels({
        answers: {
          ChannelsScreen_ByTag: { data: { channelsByTag: { items: [tagRow, channel({ id: 6, name: 'loose' })], total: 2 } } },
          ChannelActions_EditTag: { data: { editChannelTag: 1 } },
        },
      });
      const cards = within(await screen.findByTestId('channels-cards'));
      expect(screen.queryByTestId('channels-table')).toBeNull();
      cards.getByText('loose');
      const tag = within(cards.getByTestId('tag-row'));
      expect((tag.getByTestId('tag-priority') as HTMLInputElement).value).toBe('5');
      expect((tag.getByTestId('tag-weight') as HTMLInputElement).value).toBe('');
      fireEvent.change(tag.getByTestId('tag-weight'), { target: { value: '4' } });
      fireEvent.blur(tag.getByTestId('tag-weight'));
      await waitFor(() => expect(lastSent(server.sent, 'ChannelActions_EditTag')).toEqual({ input: { tag: 'blue', weight: 4 } }));
      fireEvent.click(tag.getByTestId('tag-expand'));
      await cards.findByText('blue-a');
    } finally {
      window.matchMedia = desktop;
    }
  });
});
