// One pass's card on the product selection pages: a header button (name and Pass ID) that collapses
// or expands it, the choices as radio buttons, and Confirm.
import { useId } from 'react';
import { Money } from '../../components/Money';
import { useCollapseFocus } from '../../components/use-collapse-focus';
import { type ProductCard, passHeading } from './pass-products';

interface ProductCardViewProps {
  readonly card: ProductCard;
  readonly busy: boolean;
  readonly onToggle: () => void;
  readonly onSelect: (extProductVariantId: string) => void;
  readonly onConfirm: () => void;
}

export function ProductCardView({ card, busy, onToggle, onSelect, onConfirm }: ProductCardViewProps) {
  const id = useId();
  const expanded = card.expanded;
  const { toggleRef, bodyRef } = useCollapseFocus<HTMLFieldSetElement>(expanded);
  const { name, passId } = passHeading(card.pass);
  return (
    <article
      className={card.expanded ? 'product-card' : 'product-card collapsed'}
      aria-labelledby={`${id}-title`}
    >
      <header>
        <button
          type="button"
          className="product-card-toggle outline contrast"
          ref={toggleRef}
          aria-expanded={card.expanded}
          aria-controls={`${id}-body`}
          onClick={onToggle}
        >
          <strong id={`${id}-title`}>{name}</strong>
          {passId ? <span>Pass ID: {passId}</span> : null}
        </button>
      </header>
      <fieldset ref={bodyRef} id={`${id}-body`} hidden={!card.expanded} disabled={busy}>
        <legend className="visually-hidden">Choices for {name}</legend>
        {card.choices.length === 0 ? <p>There are no options for this pass.</p> : null}
        {card.choices.map((choice) => (
          <label key={choice.extProductVariantId} className="product-choice">
            <input
              type="radio"
              name={`${id}-choice`}
              value={choice.extProductVariantId}
              checked={card.selected === choice.extProductVariantId}
              onChange={() => onSelect(choice.extProductVariantId)}
            />
            <span>
              <strong>{choice.productDisplayName}</strong> {choice.productVariantDisplayName}
              {choice.productShortDescription ? (
                <span className="choice-line">{choice.productShortDescription}</span>
              ) : null}
              {choice.productVariantShortDescription ? (
                <span className="choice-line">{choice.productVariantShortDescription}</span>
              ) : null}
              {choice.passLevelName ? (
                <span className="choice-line">Pass level: {choice.passLevelName}</span>
              ) : null}
              <span className="choice-line">
                <Money amount={choice.price} />
              </span>
              {choice.installmentBillingDescription ? (
                <span className="choice-line">{choice.installmentBillingDescription}</span>
              ) : null}
            </span>
          </label>
        ))}
        {card.error ? (
          <p role="alert" className="alert-danger">
            {card.error}
          </p>
        ) : null}
        <button type="button" className="secondary" onClick={onConfirm}>
          Confirm
        </button>
      </fieldset>
    </article>
  );
}
