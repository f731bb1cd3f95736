// The foot of every single-product view (seed 000 §2, §4): the product's own disclaimer (server HTML,
// sanitized) and the static disclaimer under it.
import { HtmlBlock } from '../../components/HtmlBlock';
import { STATIC_DISCLAIMER } from './product-view';

export function ProductDisclaimers({ html }: { readonly html: string | null | undefined }) {
  return (
    <>
      <HtmlBlock html={html} className="product-disclaimer" />
      <p className="product-static-disclaimer">
        <small>{STATIC_DISCLAIMER}</small>
      </p>
    </>
  );
}
