// The single product page as a modal (seed 000 §2 'Single product page', §4 'Product page'): other
// features open it through lib/product-modal.ts; the app mounts this host only while a request is
// open. It closes with {added: true, proceedToPassFlow, addedToCart} after adding, or {added: false}
// on Close or Escape; the opener decides where the flow goes. A pass product's request (`pass`)
// shows the single pass view instead. Modal puts the focus in the dialog and
// gives it back to the opener on close.
import type { Schema } from '@boxoffice/sdk';
import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Modal } from '../../components/Modal';
import { type AddedToCart, closeProductModal, productModal } from '../../lib/product-modal';
import type { ProductContext } from '../../lib/sale-request';
import { DynamicView } from './DynamicView';
import { PassProductView } from './PassProductView';
import { ProductView } from './ProductView';

export default function ProductModalHost() {
  // A snapshot stays the same object until the store's request is replaced: a stable context.
  const { request, opened } = useSnapshot(productModal);
  if (!request) return null;
  return <ProductModal key={opened} context={request} />;
}

function ProductModal({ context }: { context: ProductContext }) {
  const [name, setName] = useState<string | null>(null);
  const onLoaded = useCallback((product: Schema<'ProductDetail'>) => setName(product.productDisplayName), []);
  const onAdded = useCallback(
    (proceedToPassFlow: boolean, addedToCart: AddedToCart) =>
      closeProductModal({ added: true, proceedToPassFlow, addedToCart }),
    [],
  );
  // A pass product (seed 001 §2) shows the single pass view, with its passholder rows.
  // A dynamic-priced product's request (`dynamic`, seed 002 §2.4) shows the dynamic-date calendar.
  const View = context.dynamic ? DynamicView : context.pass ? PassProductView : ProductView;
  return (
    <Modal title={name ?? 'Product'} size="large" onClose={() => closeProductModal({ added: false })}>
      <View context={context} inModal onAdded={onAdded} onLoaded={onLoaded} />
    </Modal>
  );
}
