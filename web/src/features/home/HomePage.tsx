// The storefront home at / (ours: the seeds have no home page): what is on sale, each with its
// picture, name, short description and from-price, linking to the page that sells it.

import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { formatMoney } from '../../components/Money';
import { ProductImage } from '../../components/ProductImage';
import { api } from '../../lib/api';
import { errorText } from '../../lib/errors';
import { PROMO_PATH } from '../../lib/flow';
import { focusHeading } from '../../lib/scroll';
import { site } from '../../lib/site';
import { usePageTitle } from '../../lib/title';
import {
  ACCOUNT_ENTITLEMENT_REQUEST,
  EMPTY_TEXT,
  type HomeCard,
  type HomeSection,
  homeSections,
  REDEEM_TITLE,
  redemptionCards,
  sectionAnchor,
  withReservations,
} from './home';
import { loadHomeBundles, loadHomeList } from './load-home';
import './home.css';

type HomeState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'loaded'; readonly sections: readonly HomeSection[] };

// The seeds give no wording for a list that fails without a message.
const NOT_AVAILABLE = 'These products are not available at this time.';

function useHomeSections(): HomeState {
  const [state, setState] = useState<HomeState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // The bundles are extra: when their list fails, the home still shows the products.
    const bundles = loadHomeBundles().then(
      ({ data }) => (data.success ? data.value : []),
      () => [],
    );
    Promise.all([loadHomeList(), bundles])
      .then(([{ data }, onSale]) => {
        if (!live) return;
        if (!data.success) setState({ status: 'failed', message: data.message ?? NOT_AVAILABLE });
        else
          setState({
            status: 'loaded',
            sections: withReservations(homeSections(data.value.products, onSale)),
          });
      })
      .catch((error: unknown) => live && setState({ status: 'failed', message: errorText(error) }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/**
 * What a signed-in shopper can redeem (ours: seed 002's redemption pages, offered on the home), as a
 * section of its own; nothing for an anonymous shopper, or when the lists cannot be read.
 */
function useRedeemSection(signedIn: boolean): HomeSection | null {
  const [section, setSection] = useState<HomeSection | null>(null);
  useEffect(() => {
    if (!signedIn) return setSection(null);
    let live = true;
    // Either list failing leaves its card out; the home goes on without it.
    const entitlements = api
      .GET('/product/entitlement')
      .then(({ data }) => (data.success ? data.value : []))
      .catch(() => []);
    const accountProducts = api
      .POST('/product/multi', { body: ACCOUNT_ENTITLEMENT_REQUEST })
      .then(({ data }) => (data.success ? data.value.products : []))
      .catch(() => []);
    void Promise.all([entitlements, accountProducts]).then(([granted, products]) => {
      if (!live) return;
      const cards = redemptionCards(granted, products);
      setSection(cards.length > 0 ? { title: REDEEM_TITLE, cards } : null);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);
  return section;
}

export default function HomePage() {
  const { settings, session } = useSnapshot(site);
  const loadedState = useHomeSections();
  const redeem = useRedeemSection(session?.userAuthenticated === true);
  const state =
    loadedState.status === 'loaded' && redeem
      ? { ...loadedState, sections: [...loadedState.sections, redeem] }
      : loadedState;
  // The title is the site's name alone ('{page} | {site name}' without a page).
  usePageTitle(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = state.status !== 'loading';
  useEffect(() => {
    if (loaded) focusHeading(heading.current);
  }, [loaded]);

  return (
    <section className="home" aria-busy={!loaded}>
      <h1 ref={heading} tabIndex={-1} className="home-heading">
        {settings?.webSiteName || 'Store'}
      </h1>
      {state.status === 'loading' ? (
        <LoadingOverlay delayed />
      ) : state.status === 'failed' ? (
        <p role="alert" className="alert-danger">
          {state.message}
        </p>
      ) : state.sections.length === 0 ? (
        <p>{EMPTY_TEXT}</p>
      ) : (
        state.sections.map((section, index) => (
          <section
            key={section.title}
            id={sectionAnchor(section.title)}
            aria-labelledby={`home-section-${index}`}
          >
            <h2 id={`home-section-${index}`}>{section.title}</h2>
            <ul className="home-cards">
              {section.cards.map((card, position) => (
                // The first pictures are the page's largest paint: load them at once.
                <HomeCardView key={card.id} card={card} eager={index === 0 && position < 2} />
              ))}
            </ul>
            {section.more && (
              <p className="home-more">
                <Link href={section.more.href}>{section.more.text}</Link>
              </p>
            )}
          </section>
        ))
      )}
      {loaded && (
        <p className="home-promo">
          <Link href={PROMO_PATH}>Have a promotion code?</Link>
        </p>
      )}
    </section>
  );
}

function HomeCardView({ card, eager }: { readonly card: HomeCard; readonly eager: boolean }) {
  return (
    <li className="home-card">
      <Link href={card.href}>
        {/* The name is the link's text just below; the picture adds nothing for a screen reader. */}
        <ProductImage src={card.imageUrl} alt="" eager={eager} size={{ width: 320, height: 200 }} />
        <strong className="home-card-name">{card.name}</strong>
      </Link>
      {card.shortDescription ? <p>{card.shortDescription}</p> : null}
      {card.fromPrice !== null ? (
        <p className="home-card-price">
          {card.fromPrice === 0 ? 'Free' : `From ${formatMoney(card.fromPrice)}`}
        </p>
      ) : null}
    </li>
  );
}
