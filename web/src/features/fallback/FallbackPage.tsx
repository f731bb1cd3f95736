// Any path the app does not know (seed 000 §2): the server says where it lives on the venue's site
// (navigation/redirect-cms) and the page goes there; with redirect suppression it shows 'Not Found'.
// Its title is 'Store' (seed 000 §9).
import { useEffect, useState } from 'react';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { api } from '../../lib/api';
import { usePageTitle } from '../../lib/title';
import { FALLBACK_PAGE_TITLE, NOT_FOUND_HEADING } from './fallback';

export default function FallbackPage({ suppressRedirect = false }: { readonly suppressRedirect?: boolean }) {
  usePageTitle(FALLBACK_PAGE_TITLE);
  const [notFound, setNotFound] = useState(suppressRedirect);

  useEffect(() => {
    if (suppressRedirect) return;
    const path = location.pathname + location.search;
    api
      .GET('/navigation/redirect-cms', {
        params: { query: { path } },
        headers: { Accept: 'application/json' },
      })
      .then(({ data }) => {
        const target = data.value?.redirectUrl;
        if (target) location.replace(target);
        else setNotFound(true);
      })
      .catch(() => setNotFound(true));
  }, [suppressRedirect]);

  return notFound ? (
    <section>
      <h1>{NOT_FOUND_HEADING}</h1>
      <p>
        <a href="/cart">Go to your cart</a>
      </p>
    </section>
  ) : (
    <LoadingOverlay delayed />
  );
}
