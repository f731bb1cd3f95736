// 'Update shopping cart items' (seed 000 §2 'Cart item change modal'): the group's product, show,
// date, time and section; when the group may move, a date (minimum today) and a time dropdown with
// each time's capacity; a quantity per item with its price. Remove All, Cancel and Update hand the
// items to the page, which asks for the removal confirmation and calls POST /cart/modify.
// The date picker is the product page's (typed mm/dd/yyyy and the month calendar, as a popup here);
// each quantity keeps to its variant's limits, loaded with the product (POST /product/single).
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useId, useMemo, useState } from 'react';
import { DateField } from '../../components/DateField';
import { fromIso } from '../../components/dates';
import { Modal } from '../../components/Modal';
import { formatMoney } from '../../components/Money';
import { QuantityStepper } from '../../components/QuantityStepper';
import { api } from '../../lib/api';
import { groupDetails } from '../../lib/cart-notes';
import { errorText } from '../../lib/errors';
import { useProductDates } from '../../lib/product-dates';
import { productDetailBody } from '../../lib/sale-request';
import {
  type ChangeState,
  changeContext,
  type ItemLimits,
  initialChangeState,
  itemLimits,
  modifyItems,
  removeAllItems,
  type TimeOption,
  timeOptions,
  timesRequest,
  todayIso,
  updateDisabled,
} from './change-modal';

type ItemGroup = Schema<'ItemGroup'>;
type CartModifyItem = Schema<'CartModifyItem'>;

interface ChangeModalProps {
  readonly group: ItemGroup;
  readonly busy: boolean;
  readonly error: string | null;
  readonly onSubmit: (items: CartModifyItem[]) => void;
  readonly onClose: () => void;
}

export function ChangeModal({ group, busy, error, onSubmit, onClose }: ChangeModalProps) {
  const [state, setState] = useState<ChangeState>(() => initialChangeState(group));
  const [times, setTimes] = useState<TimeOption[] | null>(null);
  const [timesError, setTimesError] = useState<string | null>(null);
  const [limits, setLimits] = useState<ItemLimits | null>(null);
  const timeId = useId();
  const canMove = group.allowPerformanceChange && group.performanceId !== null;
  const context = useMemo(() => changeContext(group), [group]);
  const [month, setMonth] = useState(() => (state.date ? fromIso(state.date) : new Date()));
  const dates = useProductDates(context, month);

  // The variants' quantity limits. Should the product not load, the defaults (1 to 100) apply and
  // the server's answer to Update has the last word.
  useEffect(() => {
    let live = true;
    api
      .POST('/product/single', { body: productDetailBody(context) })
      .then(({ data }) => live && setLimits(itemLimits(group.items, data.value?.variants ?? [])))
      .catch(() => live && setLimits(itemLimits(group.items, [])));
    return () => {
      live = false;
    };
  }, [context, group.items]);

  // The chosen date's times; a single time is chosen for the shopper.
  useEffect(() => {
    if (!canMove || !state.date) return;
    let live = true;
    setTimes(null);
    setTimesError(null);
    api
      .POST('/performance/product-date-performance', { body: timesRequest(context, state.date) })
      .then(({ data }) => {
        if (!live) return;
        if (!data.success)
          setTimesError(data.message ?? 'There are no products available for this date / time');
        const options = data.success ? timeOptions(data.value, group.showId) : [];
        setTimes(options);
        setState((s) =>
          s.performanceId && options.some((o) => o.performanceId === s.performanceId)
            ? s
            : { ...s, performanceId: options.length === 1 ? (options[0]?.performanceId ?? null) : null },
        );
      })
      .catch((e: unknown) => {
        if (!live) return;
        setTimes([]);
        setTimesError(errorText(e));
      });
    return () => {
      live = false;
    };
  }, [canMove, state.date, context, group.showId]);

  const disabled =
    busy || limits === null || updateDisabled(state, group, limits ?? {}) || (canMove && times === null);

  return (
    <Modal
      title="Update shopping cart items"
      onClose={busy ? undefined : onClose}
      footer={
        <>
          <button
            type="button"
            className="secondary outline"
            disabled={busy}
            onClick={() => onSubmit(removeAllItems(group))}
          >
            Remove All
          </button>
          <button type="button" className="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            disabled={disabled}
            aria-busy={busy}
            onClick={() => onSubmit(modifyItems(state, group))}
          >
            Update
          </button>
        </>
      }
    >
      <p>
        <strong>{group.productDisplayName}</strong>
        {groupDetails(group).length > 0 && (
          <>
            <br />
            {groupDetails(group).join(' · ')}
          </>
        )}
      </p>
      {canMove && (
        <div className="grid">
          <DateField
            label="Date"
            popup
            value={state.date || null}
            available={dates.available}
            month={month}
            min={todayIso()}
            disabled={busy}
            onMonthChange={setMonth}
            onChange={(date) => setState((s) => ({ ...s, date, performanceId: null }))}
          />
          <label htmlFor={timeId}>
            Time
            <select
              id={timeId}
              value={state.performanceId ?? ''}
              disabled={busy || times === null}
              aria-busy={times === null}
              aria-invalid={state.performanceId ? undefined : true}
              onChange={(e) => setState((s) => ({ ...s, performanceId: e.target.value || null }))}
            >
              <option value="">{times === null ? 'Loading…' : 'Choose a Time'}</option>
              {times?.map((t) => (
                <option key={t.performanceId} value={t.performanceId}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {(timesError ?? dates.error) && <p role="alert">{timesError ?? dates.error}</p>}
      {group.items.map((item) => (
        <div key={item.id} className="cart-change-item">
          <QuantityStepper
            label={`${item.displayName} (${formatMoney(item.unitPrice)} each)`}
            quantity={state.quantities[item.id]?.quantity ?? item.quantity}
            minQuantity={limits?.[item.id]?.min}
            maxQuantity={limits?.[item.id]?.max}
            disabled={busy}
            onChange={(quantity, valid) =>
              setState((s) => ({ ...s, quantities: { ...s.quantities, [item.id]: { quantity, valid } } }))
            }
          />
        </div>
      ))}
      {error && (
        <p role="alert" className="alert-danger">
          {error}
        </p>
      )}
    </Modal>
  );
}
