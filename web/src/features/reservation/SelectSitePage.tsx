// Site selection (/select-site; seed 002 §7.1): the venue's web sites; choosing one makes it the
// session's site (POST config/web-site/{id}), remembers it in session storage and begins the wizard.
// The wizard comes back here with error 1 when the session timed out on Choose Date.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { WizardFrame } from './WizardFrame';
import { PATHS, rememberedSite, rememberSite } from './wizard';

type WebSite = Schema<'WebSite'>;

export default function SelectSitePage() {
  const [, navigate] = useLocation();
  const [sites, setSites] = useState<WebSite[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);

  useEffect(() => {
    api.GET('/config/web-site').then(
      ({ data }) => setSites(data.value),
      (e) => {
        setSites([]);
        setError(errorText(e));
      },
    );
  }, []);

  const choose = async (site: WebSite) => {
    setChoosing(site.id);
    setError(null);
    try {
      await api.POST('/config/web-site/{id}', { params: { path: { id: site.id } } });
      rememberSite(site.id);
      navigate(PATHS.begin);
    } catch (e) {
      setError(errorText(e));
      setChoosing(null);
    }
  };

  const remembered = rememberedSite();
  return (
    <WizardFrame title="Make a Reservation" ready={sites !== null} outcome={error}>
      {sites === null && <LoadingOverlay delayed message="Loading the parks…" />}
      {error && (
        <p role="alert" className="alert-danger">
          {error}
        </p>
      )}
      {sites && sites.length > 0 && (
        <>
          <p>Choose where you would like to make your reservation.</p>
          <ul className="reservation-sites">
            {sites.map((site) => (
              <li key={site.id}>
                <button
                  type="button"
                  className={site.id === remembered ? undefined : 'secondary'}
                  disabled={choosing !== null}
                  aria-busy={choosing === site.id}
                  onClick={() => void choose(site)}
                >
                  {site.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {sites?.length === 0 && !error && <p>No parks take reservations at this time.</p>}
    </WizardFrame>
  );
}
