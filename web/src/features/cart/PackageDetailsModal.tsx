// 'Package Details' (seed 000 §2 'Cart page'): the package's contents with quantity and, when the
// package says so, price; the discount as a negative percentage. Extra large (seed 000 §9).
import type { Schema } from '@boxoffice/sdk';
import { HtmlBlock } from '../../components/HtmlBlock';
import { Modal } from '../../components/Modal';
import { groupDetails } from '../../lib/cart-notes';
import { packageDiscountText } from './cart-display';
import { ItemRows } from './ItemRows';

interface PackageDetailsModalProps {
  readonly group: Schema<'ItemGroup'>;
  readonly onClose: () => void;
}

export function PackageDetailsModal({ group, onClose }: PackageDetailsModalProps) {
  const discount = packageDiscountText(group.packageDiscountPercentage);
  return (
    <Modal
      title="Package Details"
      size="extra-large"
      onClose={onClose}
      footer={
        <button type="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <h3>{group.packageDisplayName ?? group.productDisplayName}</h3>
      {(group.packageDiscountDescription || discount) && (
        <p>
          {group.packageDiscountDescription && (
            <HtmlBlock as="span" html={group.packageDiscountDescription} />
          )}
          {discount && <strong> {discount}</strong>}
        </p>
      )}
      {group.packageItemGroups.map((inner) => (
        <section key={`${inner.productId}-${inner.performanceId ?? ''}`}>
          <h4>{inner.productDisplayName}</h4>
          {groupDetails(inner).length > 0 && <p>{groupDetails(inner).join(' · ')}</p>}
          <ItemRows
            items={inner.items}
            cart={null}
            caption={`Contents: ${inner.productDisplayName}`}
            showPrices={group.displayPackageItemPricingDetails}
          />
        </section>
      ))}
    </Modal>
  );
}
