import DOMPurify from 'dompurify';

/**
 * Operator-written HTML (footer, home and about pages) made safe to insert:
 * DOMPurify's allow-list keeps text formatting, links, images and tables, and
 * drops scripts, event handlers, `javascript:` URLs, forms, frames and styles
 * sheets. Links that open a new tab get `rel="noopener noreferrer"`.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
