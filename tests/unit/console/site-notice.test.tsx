// @vitest-environment jsdom
import './jsdom-setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteNotice } from '../../../console/src/app/shell/site-notice';
import { renderConsole } from './render-console';

async function renderNotice(notice: string, language: 'zh' | 'en' = 'en') {
  return renderConsole([{ path: '/', element: <SiteNotice /> }], { path: '/', language, answers: { SiteNotice_Notice: { data: { notice } } } });
}

afterEach(() => localStorage.clear());

describe('the site notice (the Notice option)', () => {
  it('shows the notice as sanitised Markdown until closed, and keeps it closed while it is the same', async () => {
    const first = await renderNotice('Maintenance **tonight** <script>alert(1)</script>');
    const content = await screen.findByTestId('site-notice-content');
    expect(content.querySelector('strong')?.textContent).toBe('tonight');
    expect(content.innerHTML).not.toContain('<script');
    expect(screen.getByText('Notice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the notice' }));
    await waitFor(() => expect(screen.queryByTestId('site-notice')).toBeNull());
    first.unmount();

    const again = await renderNotice('Maintenance **tonight** <script>alert(1)</script>', 'zh');
    await waitFor(() => expect(again.server.sent.some((s) => s.name === 'SiteNotice_Notice')).toBe(true));
    expect(screen.queryByTestId('site-notice')).toBeNull();
    again.unmount();

    await renderNotice('Maintenance is over', 'zh');
    expect((await screen.findByTestId('site-notice-content')).textContent).toContain('Maintenance is over');
    expect(screen.getByText('公告')).toBeTruthy();
  });

  it('shows nothing when there is no notice', async () => {
    const { server } = await renderNotice('   ');
    await waitFor(() => expect(server.sent.some((s) => s.name === 'SiteNotice_Notice')).toBe(true));
    expect(screen.queryByTestId('site-notice')).toBeNull();
  });
});
