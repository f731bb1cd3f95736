// One product of a list page (seed 001 §2, §4 'Product lists'): image (alt = the product's name),
// name, short description, long description and disclaimer (server HTML, through HtmlBlock), then
// either the variant rows or, for products chosen on the single product page, a button that opens it
// (a pass product's variants and prices listed above it).
import type { Schema } from '@boxoffice/sdk';
import { HtmlBlock } from '../../components/HtmlBlock';
import { Money } from '../../components/Money';
import { ProductImage } from '../../components/ProductImage';
import { type QuantityEntry, VariantRows } from '../../components/VariantRows';
import { listedPassVariants, modalButtonText, opensModal } from './product-list';

type Product = Schema<'Product'>;

interface ProductCardProps {
  readonly product: Product;
  /** h2 under the page's h1, h3 inside a titled section. */
  readonly headingLevel: 2 | 3;
  readonly quantities: Readonly<Record<string, QuantityEntry>>;
  readonly disabled: boolean;
  readonly onQuantity: (key: string, entry: QuantityEntry) => void;
  readonly onSelect: (product: Product) => void;
}

export function ProductCard(props: ProductCardProps) {
  const { product, headingLevel, quantities, disabled, onQuantity, onSelect } = props;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = product.productDisplayName;
  return (
    <article className="product-card">
      <ProductImage src={product.productImageUrl} alt={name} />
      <div className="product-card-body">
        <Heading>{name}</Heading>
        {product.productShortDescription ? <p>{product.productShortDescription}</p> : null}
        <HtmlBlock html={product.productLongDescription} />
        {opensModal(product) ? (
          <>
            <PassVariantPrices product={product} />
            <button type="button" className="product-card-select" onClick={() => onSelect(product)}>
              {modalButtonText(product)}
              <span className="visually-hidden"> for {name}</span>
            </button>
          </>
        ) : (
          <VariantRows
            variants={product.variants}
            quantities={quantities}
            disabled={disabled}
            onChange={onQuantity}
          />
        )}
        <HtmlBlock html={product.productDisclaimer} className="product-card-disclaimer" />
      </div>
    </article>
  );
}

/** A pass product's variants and prices, read-only: the holders are added in the single pass view. */
function PassVariantPrices({ product }: { readonly product: Product }) {
  const variants = listedPassVariants(product);
  if (variants.length === 0) return null;
  return (
    <ul className="variant-prices" aria-label={`${product.productDisplayName} prices`}>
      {variants.map((variant) => (
        <li key={variant.id}>
          <span>{variant.displayName || variant.productVariantDisplayName}</span>{' '}
          <Money amount={variant.displayPrice} />
        </li>
      ))}
    </ul>
  );
}

interface ProductCardsProps extends Omit<ProductCardProps, 'product' | 'headingLevel'> {
  readonly products: readonly Product[];
  readonly headingLevel?: 2 | 3;
}

/** The cards of a list, in the server's order. */
export function ProductCards(props: ProductCardsProps) {
  const { products, quantities, disabled, onQuantity, onSelect, headingLevel = 2 } = props;
  return (
    <div className="product-cards">
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          headingLevel={headingLevel}
          quantities={quantities}
          disabled={disabled}
          onQuantity={onQuantity}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}
