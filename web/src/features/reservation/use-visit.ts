// The reservation for the steps after the date (Add Ons, Review): loaded once, with the wizard's
// guards (an entry time must be chosen, ours: else choose date with error 6) and its failures.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { loadReservation } from './WizardFrame';
import { ErrorCode, failureRedirect, PATHS, visitGuard, withError } from './wizard';

type Reservation = Schema<'Reservation'>;

/** Loads the reservation and `more` (the page's own data); null until both are in. */
export function useVisitReservation<T>(more: (reservation: Reservation) => Promise<T>) {
  const [, navigate] = useLocation();
  const [state, setState] = useState<{ reservation: Reservation; data: T } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once.
  useEffect(() => {
    void (async () => {
      try {
        const reservation = await loadReservation();
        const guard = visitGuard(reservation);
        if (guard || !reservation) return navigate(guard ?? PATHS.begin);
        setState({ reservation, data: await more(reservation) });
      } catch (e) {
        navigate(failureRedirect(e) ?? withError(PATHS.begin, ErrorCode.Reservation));
      }
    })();
  }, []);
  return state;
}
