// What both redemption pages share (seed 002 §2.6, §2.7, §8): the title and description from the
// resources, the loading overlay, a list load failure in a red alert, what was just added, the empty
// state, the list, and Continue to the cart. At most 1024 px wide (§9).

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { resourceText } from '../../lib/resources';
import { focusHeading } from '../../lib/scroll';
import { usePageTitle } from '../../lib/title';
import { DESCRIPTION_RESOURCE, EMPTY_STATE, pageTexts, TITLE_RESOURCE } from './redemption';
import './redemption.css';

/** The resource texts, placeholders filled from `values` (null while they load). */
function usePageTexts(values: Readonly<Record<string, string>> | null) {
  const [raw, setRaw] = useState<readonly [string | null, string | null] | null>(null);
  useEffect(() => {
    void Promise.all([resourceText(TITLE_RESOURCE), resourceText(DESCRIPTION_RESOURCE)]).then(setRaw);
  }, []);
  return raw && values ? pageTexts(raw[0], raw[1], values) : null;
}

interface RedeemFrameProps {
  /** The placeholders' values once the list is in (null while it loads). */
  readonly values: Readonly<Record<string, string>> | null;
  readonly loading: boolean;
  readonly loadError: string | null;
  readonly empty: boolean;
  /** What the last add put in the cart, said politely. */
  readonly notice: string | null;
  readonly children: ReactNode;
}

export function RedeemFrame({ values, loading, loadError, empty, notice, children }: RedeemFrameProps) {
  const [, navigate] = useLocation();
  const texts = usePageTexts(values ?? (loadError ? {} : null));
  const heading = useRef<HTMLHeadingElement>(null);
  const title = texts?.title ?? null;
  usePageTitle(title);
  useEffect(() => {
    if (title) focusHeading(heading.current);
  }, [title]);

  return (
    <section className="redemption" aria-busy={loading}>
      {loading || !texts ? <LoadingOverlay delayed message="Loading your entitlements…" /> : null}
      {title ? (
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
      ) : null}
      {texts?.description ? <p>{texts.description}</p> : null}
      <p role="status">{notice ?? ''}</p>
      {loadError ? (
        <p role="alert" className="alert-danger">
          {loadError}
        </p>
      ) : null}
      {!loading && !loadError && empty ? <p>{EMPTY_STATE}</p> : null}
      {children}
      <button type="button" onClick={() => navigate('/cart')}>
        Continue
      </button>
    </section>
  );
}
