// Choose Date (/reservation/date; seed 002 §2.2, §4.1, §7.1): the property picker with logos;
// choosing one saves it, then loads its days into the month calendar with the legend; a day opens
// the entry-time modal; 'No Available Dates' when no day can be booked.
import type { Schema } from '@boxoffice/sdk';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { formatLongDay, fromIso } from '../../components/dates';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { Modal } from '../../components/Modal';
import { MonthCalendar } from '../../components/MonthCalendar';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import {
  dayMark,
  dayStatus,
  initialMonth,
  isDayEnabled,
  LEGEND,
  monthBounds,
  noAvailableDates,
} from './calendar';
import { EntryTimeModal } from './EntryTimeModal';
import { loadReservation, WizardFrame } from './WizardFrame';
import { dateFailureRedirect, dateGuard, entryTimeFailure, isTimedOut, PATHS, stepAfterDate } from './wizard';

type Reservation = Schema<'Reservation'>;
type Property = Schema<'Property'>;
type Day = Schema<'ReservationPerformanceDate'>;

async function allowsSameTicketTwice(): Promise<boolean> {
  try {
    const { data } = await api.GET('/config/web-site/current');
    return data.value.allowSameTicketSamePerformanceMultipleBooking;
  } catch {
    // Without the site's answer, the stricter rule: an already-booked day is closed.
    return false;
  }
}

export default function ChooseDatePage() {
  const [, navigate] = useLocation();
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [properties, setProperties] = useState<Property[] | null>(null);
  const [property, setProperty] = useState<string | null>(null);
  const [allowTwice, setAllowTwice] = useState(false);
  const [days, setDays] = useState<Day[] | null>(null);
  const [loadingDays, setLoadingDays] = useState(false);
  const [month, setMonth] = useState<Date | null>(null);
  const [day, setDay] = useState<Day | null>(null);
  const [noDates, setNoDates] = useState(false);
  const [booking, setBooking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const fail = (e: unknown, r: Reservation | null) => navigate(dateFailureRedirect(e, r));

  const choose = async (p: Property, r: Reservation | null) => {
    setProperty(p.id);
    setDays(null);
    setDay(null);
    setLoadingDays(true);
    try {
      await api.PUT('/reservation/property', { body: { webSitePropertyId: p.id } });
      const { data } = await api.GET('/reservation/performance');
      setDays(data.value);
      setMonth(fromIso(initialMonth(data.value, new Date().toISOString().slice(0, 10))));
      setNoDates(noAvailableDates(data.value));
    } catch (e) {
      fail(e, r);
    } finally {
      setLoadingDays(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once.
  useEffect(() => {
    void (async () => {
      let r: Reservation | null = null;
      try {
        r = await loadReservation();
        const guard = dateGuard(r);
        if (guard) return navigate(guard);
        const [{ data }, twice] = await Promise.all([
          api.GET('/reservation/property'),
          allowsSameTicketTwice(),
        ]);
        setReservation(r);
        setAllowTwice(twice);
        setProperties(data.value);
        const only = data.value.length === 1 ? data.value[0] : undefined;
        if (only) await choose(only, r);
      } catch (e) {
        fail(e, r);
      }
    })();
  }, []);

  const book = async (performanceId: string, bringAFriends: number) => {
    if (!day) return;
    setBooking(true);
    setFailure(null);
    try {
      const { data } = await api.PUT('/reservation/performance', {
        body: { performanceId, bringAFriendDayTicketCount: bringAFriends },
      });
      navigate(stepAfterDate(data.value));
    } catch (e) {
      // Which step it leaves for depends on the reservation as it now stands (§4.1).
      const now = isTimedOut(e) ? null : await loadReservation().catch(() => null);
      const redirect = entryTimeFailure(e, now);
      if (redirect) return navigate(redirect);
      setFailure(errorText(e));
      setBooking(false);
    }
  };

  const closeNoDates = () => {
    setNoDates(false);
    if ((properties?.length ?? 0) === 1) navigate(PATHS.link);
  };

  const byDate = new Map((days ?? []).map((d) => [d.businessDate, d]));
  const statusOf = (iso: string) => {
    const d = byDate.get(iso);
    return d ? dayStatus(d, allowTwice) : 'closed';
  };
  const bounds = monthBounds(days ?? []);
  const single = properties?.length === 1;
  return (
    <WizardFrame
      title="Choose Date"
      step={3}
      hasAddOns={reservation?.hasAddOns}
      ready={properties !== null}
      outcome={failure}
    >
      {(properties === null || loadingDays) && <LoadingOverlay delayed message="Loading dates…" />}
      {properties && (
        <>
          <h2>{single ? properties[0]?.name : 'Choose a Park'}</h2>
          {!single && (
            <ul className="reservation-properties">
              {properties.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className={p.id === property ? 'outline' : 'secondary outline'}
                    aria-pressed={p.id === property}
                    disabled={loadingDays}
                    onClick={() => void choose(p, reservation)}
                  >
                    {p.logoUrl && <img src={p.logoUrl} alt="" />}
                    {p.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          {single && properties[0]?.showLogoIfOnlyOnePropertyAvailable && properties[0].logoUrl && (
            <img className="reservation-logo" src={properties[0].logoUrl} alt={properties[0].name} />
          )}
        </>
      )}
      {days && month && (
        // reservation.css colours the days and the legend's swatches alike within this wrapper.
        <div className="reservation-calendar">
          <MonthCalendar
            month={month}
            selected={day?.businessDate ?? null}
            isEnabled={(iso) => isDayEnabled(statusOf(iso))}
            markOf={(iso) => dayMark(statusOf(iso))}
            onMonthChange={setMonth}
            onSelect={(iso) => {
              setFailure(null);
              setDay(byDate.get(iso) ?? null);
            }}
            min={bounds.min}
            max={bounds.max}
            legend={false}
          />
          <ul className="reservation-legend" aria-label="Legend">
            {LEGEND.map((l) => (
              <li key={l.status} className={`legend-${l.status}`}>
                {l.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      {day && (
        <EntryTimeModal
          day={day}
          dayName={formatLongDay(day.businessDate)}
          settings={reservation?.settings ?? null}
          busy={booking}
          failure={failure}
          onCancel={() => setDay(null)}
          onContinue={(id, friends) => void book(id, friends)}
        />
      )}
      {noDates && (
        <Modal
          title="No Available Dates"
          onClose={closeNoDates}
          footer={
            <button type="button" onClick={closeNoDates}>
              {single ? 'Back to Add Tickets' : 'Close'}
            </button>
          }
        >
          <p>{reservation?.settings.noPerformancesMessage}</p>
        </Modal>
      )}
    </WizardFrame>
  );
}
