// checkout/terms and checkout/ibterms (seed 000 §2): the terms in a large modal over the checkout,
// with a Close button. The terms of sale and use are the venue's documents (app configuration);
// the installment plan's terms come from the server as HTML.
import type { Schema } from '@boxoffice/sdk';
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { HtmlBlock } from '../../components/HtmlBlock';
import { Modal } from '../../components/Modal';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { site } from '../../lib/site';

interface Props {
  readonly kind: 'terms' | 'ibterms';
  readonly onClose: () => void;
}

export function TermsModal({ kind, onClose }: Props) {
  const footer = (
    <button type="button" onClick={onClose}>
      Close
    </button>
  );
  return kind === 'terms' ? (
    <Modal title="Terms of Sale and Terms of Use" size="large" onClose={onClose} footer={footer}>
      <SaleTerms />
    </Modal>
  ) : (
    <InstallmentTerms onClose={onClose} footer={footer} />
  );
}

function SaleTerms() {
  const { appConfig } = useSnapshot(site);
  return (
    <>
      <p>Please read the venue's terms before you accept them. Each opens in a new tab.</p>
      <ul>
        {appConfig?.termsOfSaleUrl && (
          <li>
            <a href={appConfig.termsOfSaleUrl} target="_blank" rel="noopener noreferrer">
              Terms of Sale
            </a>
          </li>
        )}
        {appConfig?.termsOfUseUrl && (
          <li>
            <a href={appConfig.termsOfUseUrl} target="_blank" rel="noopener noreferrer">
              Terms of Use
            </a>
          </li>
        )}
      </ul>
    </>
  );
}

function InstallmentTerms({ onClose, footer }: { readonly onClose: () => void; readonly footer: ReactNode }) {
  const [terms, setTerms] = useState<Schema<'InstallmentTerms'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api
      .GET('/payment/installment-billing/terms')
      .then(({ data }) => setTerms(data.value ?? null))
      .catch((e: unknown) => setError(errorText(e)));
  }, []);
  return (
    <Modal title={terms?.label ?? 'Payment Plan Terms'} size="large" onClose={onClose} footer={footer}>
      {error ? (
        <p role="alert">{error}</p>
      ) : terms ? (
        <HtmlBlock html={terms.content} />
      ) : (
        <p aria-busy="true">Loading…</p>
      )}
    </Modal>
  );
}
