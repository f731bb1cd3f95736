// 'Update shopping cart items' (seed 000 §2 'Cart item change modal'): the group's product, show,
// date, time and section; when the group may move, a date (minimum today) and a time dropdown with
// each time's capacity; a quantity per item with its price. Remove All, Cancel and Update hand the
// items to the page, which asks for the removal confirmation and calls POST /cart/modify.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useId, useState } from 'react';
import { Modal } from '../../components/Modal';
import { formatMoney } from '../../components/Money';
import { QuantityStepper } from '../../components/QuantityStepper';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { groupDetails } from './cart-display';
import {
  type ChangeState,
  initialChangeState,
  modifyItems,
  removeAllItems,
  type TimeOption,
  timeOptions,
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
  const dateId = useId();
  const timeId = useId();
  const canMove = group.allowPerformanceChange && group.performanceId !== null;

  // The chosen date's times; a single time is chosen for the shopper.
  useEffect(() => {
    if (!canMove || !state.date) return;
    let live = true;
    setTimes(null);
    setTimesError(null);
    api
      .POST('/performance/product-date-performance', {
        body: { productId: group.productId, date: state.date },
      })
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
  }, [canMove, state.date, group.productId, group.showId]);

  const disabled = busy || updateDisabled(state, group) || (canMove && times === null);

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
          <label htmlFor={dateId}>
            Date
            <input
              id={dateId}
              type="date"
              min={todayIso()}
              value={state.date}
              disabled={busy}
              onChange={(e) => setState((s) => ({ ...s, date: e.target.value, performanceId: null }))}
            />
          </label>
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
      {timesError && <p role="alert">{timesError}</p>}
      {group.items.map((item) => (
        <div key={item.id} className="cart-change-item">
          <QuantityStepper
            label={`${item.displayName} (${formatMoney(item.unitPrice)} each)`}
            quantity={state.quantities[item.id]?.quantity ?? item.quantity}
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
