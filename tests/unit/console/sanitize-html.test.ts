// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown, isFrameAddress } from '../../../console/src/lib/render-markdown';
import { sanitizeHtml } from '../../../console/src/lib/sanitize-html';

describe('operator HTML is sanitised before it is shown', () => {
  it('keeps text, links and formatting', () => {
    expect(sanitizeHtml('<p>Run by <a href="https://acme.example" target="_blank">Acme</a> <b>Inc</b></p>')).toBe(
      '<p>Run by <a href="https://acme.example" target="_blank" rel="noopener noreferrer">Acme</a> <b>Inc</b></p>',
    );
  });

  it('drops scripts, handlers, javascript: links, frames, forms and styles', () => {
    const dirty =
      '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><form><input></form><p style="position:fixed">y</p>';
    const clean = sanitizeHtml(dirty);
    for (const danger of ['<script', 'onerror', 'javascript:', '<iframe', '<form', '<input', 'style=']) expect(clean).not.toContain(danger);
    expect(clean).toContain('<img src="x">');
  });

  it('renders Markdown through the same sanitiser', () => {
    const html = renderMarkdown('# Hello\n\n<script>x()</script>\n\n**bold** [home](javascript:alert(1))');
    expect(html).toContain('<h1>Hello</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('javascript:');
  });

  it('shows an address alone in a frame', () => {
    expect(isFrameAddress(' https://home.example/page ')).toBe(true);
    expect(isFrameAddress('see https://home.example')).toBe(false);
  });
});
