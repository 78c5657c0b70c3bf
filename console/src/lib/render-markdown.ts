import { marked } from 'marked';
import { sanitizeHtml } from './sanitize-html';

/** Markdown (or HTML, which Markdown passes through) as sanitised HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source, { async: false, gfm: true, breaks: true }));
}

/** Spec 01 and the established console: content that is just an http(s) address is shown in a frame. */
export function isFrameAddress(content: string): boolean {
  return /^https?:\/\/\S+$/.test(content.trim());
}
