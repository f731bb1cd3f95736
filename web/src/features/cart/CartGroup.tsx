// One item group of the cart: product (or package) name, its show, date, time and section, the
// items, and in editable mode the Update and Remove actions (a package is removed whole), the
// Package Details button, and for passes the way back to their holders' details.
import type { Schema } from '@boxoffice/sdk';
import { Link } from 'wouter';
import { groupDetails } from '../../lib/cart-notes';
import { PASS_FLOW_PATH } from '../../lib/flow';
import { allItems, canEditGroup, canRemoveItems, holdsPasses } from './cart-display';
import { ItemRows } from './ItemRows';

type ItemGroup = Schema<'ItemGroup'>;
type CartItem = Schema<'CartItem'>;

interface CartGroupProps {
  readonly group: ItemGroup;
  readonly cart: Schema<'CartDetails'>;
  readonly readOnly: boolean;
  readonly busy: boolean;
  readonly onEdit: (group: ItemGroup) => void;
  /** Removes these items (the page asks first). */
  readonly onRemove: (items: CartItem[]) => void;
  readonly onPackageDetails: (group: ItemGroup) => void;
}

export function CartGroup(props: CartGroupProps) {
  const { group, cart, readOnly, busy, onEdit, onRemove, onPackageDetails } = props;
  const name = group.isPackage
    ? (group.packageDisplayName ?? group.productDisplayName)
    : group.productDisplayName;
  const details = groupDetails(group);
  const removable = canRemoveItems(group, readOnly);
  // A package's lines are its contents' lines, shown in one table.
  const items = group.isPackage ? group.packageItemGroups.flatMap((g) => g.items) : group.items;
  return (
    <article className="cart-group">
      <header>
        <h3>{name}</h3>
        {group.productVariantDisplayName && <p>{group.productVariantDisplayName}</p>}
        {details.length > 0 && <p>{details.join(' · ')}</p>}
      </header>
      <ItemRows
        items={items}
        cart={cart}
        caption={name}
        action={
          removable && !group.isPackage
            ? (item) => (
                <button
                  type="button"
                  className="secondary outline"
                  disabled={busy}
                  aria-label={`Remove ${item.displayName}`}
                  onClick={() => onRemove([item])}
                >
                  Remove
                </button>
              )
            : undefined
        }
      />
      {(group.isPackage || canEditGroup(group, readOnly) || (!readOnly && holdsPasses(group))) && (
        <footer className="cart-group-actions">
          {group.isPackage && (
            <button type="button" className="secondary" onClick={() => onPackageDetails(group)}>
              Package Details
            </button>
          )}
          {group.isPackage && removable && (
            <button
              type="button"
              className="secondary outline"
              disabled={busy}
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(allItems([group]))}
            >
              Remove
            </button>
          )}
          {!readOnly && holdsPasses(group) && (
            <Link href={PASS_FLOW_PATH} className="secondary" role="button">
              Passholder Details
            </Link>
          )}
          {canEditGroup(group, readOnly) && !group.isPackage && (
            <button
              type="button"
              className="secondary"
              disabled={busy}
              aria-label={`Update ${name}`}
              onClick={() => onEdit(group)}
            >
              Update
            </button>
          )}
        </footer>
      )}
    </article>
  );
}
