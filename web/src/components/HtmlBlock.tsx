// The one place server HTML reaches the page: sanitized with DOMPurify first (no scripts, no event
// handlers, no javascript: links), whatever the server sent.
import DOMPurify from 'dompurify';
import { type ElementType, useMemo } from 'react';

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

interface HtmlBlockProps {
  readonly html: string | null | undefined;
  readonly as?: ElementType;
  readonly className?: string;
}

export function HtmlBlock({ html, as: Tag = 'div', className }: HtmlBlockProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
