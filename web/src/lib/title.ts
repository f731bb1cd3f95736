// Sets the document title for a page: '{page} | {site name}' (seed 000 §2).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { pageTitle, site } from './site';

export function usePageTitle(page: string | null): void {
  const { settings } = useSnapshot(site);
  useEffect(() => {
    document.title = pageTitle(page, settings?.webSiteName);
  }, [page, settings?.webSiteName]);
}
