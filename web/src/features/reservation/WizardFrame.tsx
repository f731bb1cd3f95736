// The frame every wizard step shares: the heading (focused when the page is ready), the breadcrumb
// (earlier steps are links, going back only) and the message of the ?error= code it landed with,
// until the page says something of its own (then the code leaves the address too).

import type { Schema } from '@boxoffice/sdk';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { api } from '../../lib/api';
import { focusHeading } from '../../lib/scroll';
import { usePageTitle } from '../../lib/title';
import { breadcrumb, crumbIsLink, isNotFound, redirectMessage, withoutErrorCode } from './wizard';
import './reservation.css';

type Reservation = Schema<'Reservation'>;

/**
 * Whether the reservation has add-ons, as last loaded: a step still loading its reservation shows the
 * breadcrumb the previous step showed, not one that changes once its data is in.
 */
let knownHasAddOns: boolean | undefined;

/** GET reservation; null when the session has none (404). Other failures are thrown. */
export async function loadReservation(): Promise<Reservation | null> {
  try {
    const { data } = await api.GET('/reservation');
    knownHasAddOns = data.value.hasAddOns;
    return data.value;
  } catch (e) {
    if (isNotFound(e)) return null;
    throw e;
  }
}

interface FrameProps {
  readonly title: string;
  /** The breadcrumb's step (1 to 5); none on site selection. */
  readonly step?: number;
  /** Whether the reservation has add-ons; unknown (undefined) until the step has loaded it. */
  readonly hasAddOns?: boolean;
  /** Focus the heading once the page's data is in. */
  readonly ready: boolean;
  /** The page's own latest message (a success or a failure), which replaces the one it landed with. */
  readonly outcome?: string | null;
  readonly children: ReactNode;
}

export function WizardFrame({ title, step, hasAddOns, ready, outcome = null, children }: FrameProps) {
  usePageTitle(title);
  const [path, navigate] = useLocation();
  const search = useSearch();
  const landed = redirectMessage(search);
  const spoke = outcome !== null;
  useEffect(() => {
    if (spoke && landed) navigate(`${path}${withoutErrorCode(search)}`, { replace: true });
  }, [spoke, landed, path, search, navigate]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready) focusHeading(heading.current);
  }, [ready]);

  return (
    <section className="reservation" aria-busy={!ready}>
      {step !== undefined && (
        <nav aria-label="Reservation steps">
          <ol className="reservation-steps">
            {breadcrumb(hasAddOns ?? knownHasAddOns).map((crumb) => (
              <li key={crumb.number} aria-current={crumb.number === step ? 'step' : undefined}>
                {crumbIsLink(crumb, step) ? (
                  <Link href={crumb.path}>
                    {crumb.number} {crumb.label}
                  </Link>
                ) : (
                  <span>
                    {crumb.number} {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {landed && !spoke && (
        <p role="alert" className="alert-danger">
          {landed}
        </p>
      )}
      {children}
    </section>
  );
}
