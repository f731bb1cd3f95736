// The one place server HTML reaches the page: sanitized with DOMPurify first (no scripts, no event
// handlers, no javascript: links), whatever the server sent. DOMPurify is a chunk of its own, asked
// for as this module loads (and named in the page's HTML as a module preload, so it downloads beside
// the main script: web/build/landing-chunks.ts): the page's first script does not wait for it, and a
// block shows once it is there (nothing is shown unsanitized meanwhile).
import { type ElementType, useEffect, useMemo, useState } from 'react';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
const loaded: Promise<void> = import('dompurify').then(({ default: DOMPurify }) => {
  sanitize = (html) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
});

/**
 * Resolves once server HTML can be shown. A page whose first view has such HTML above the fold (the
 * product's description) waits for it with its data, so the text comes with the page rather than
 * after it, pushing everything below down. It never rejects: a failed chunk leaves the blocks empty.
 */
export const htmlReady = (): Promise<void> => loaded.catch(() => undefined);

interface HtmlBlockProps {
  readonly html: string | null | undefined;
  readonly as?: ElementType;
  readonly className?: string;
}

export function HtmlBlock({ html, as: Tag = 'div', className }: HtmlBlockProps) {
  const [ready, setReady] = useState(sanitize !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loaded.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready && sanitize ? sanitize(html ?? '') : ''), [html, ready]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
