// The page header (seed 000 §1, §2): the policy links, logo when configured, the mini-cart badge
// linking to the cart, Sign In | Register when anonymous, logout and Account when signed in, and the
// session's site message as a red alert.
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { miniCart } from '../lib/mini-cart';
import { site } from '../lib/site';
import { PolicyLinks } from './PolicyLinks';

const withReturn = (page: string, path: string) => `${page}?ReturnUrl=${encodeURIComponent(path)}`;

export function Header() {
  const { settings, session } = useSnapshot(site);
  const { itemCount } = useSnapshot(miniCart);
  const [path] = useLocation();
  const here = path + location.search;
  const name = settings?.webSiteName || 'Store';

  return (
    <header className="site-header">
      <PolicyLinks label="Policies" className="policy-links container" />
      <nav className="container">
        <ul>
          <li>
            {/* The storefront's home, in the app (no page load). */}
            <Link href="/" className="brand">
              {settings?.siteLogoUrl ? (
                <img src={settings.siteLogoUrl} alt={name} height={40} />
              ) : (
                <strong>{name}</strong>
              )}
            </Link>
          </li>
        </ul>
        <ul>
          {session?.userAuthenticated ? (
            <>
              <li>
                <a href="/profile">Account</a>
              </li>
              <li>
                <a href={withReturn('/logout', here)} title="Sign out">
                  <SignOutIcon />
                  <span className="visually-hidden">Sign out</span>
                </a>
              </li>
            </>
          ) : (
            <li>
              <a href={withReturn('/login', here)}>Sign In</a> |{' '}
              <a href={withReturn('/authenticate/register', here)}>Register</a>
            </li>
          )}
          <li>
            <Link
              href="/cart"
              className="mini-cart"
              aria-label={`Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
            >
              <CartIcon />
              <span className="badge" aria-hidden="true">
                {itemCount}
              </span>
            </Link>
          </li>
        </ul>
      </nav>
      {session?.siteMessage && (
        <div className="container">
          <p role="alert" className="alert alert-danger">
            {session.siteMessage}
          </p>
        </div>
      )}
    </header>
  );
}

// Icons drawn inline rather than as emoji, which some phones and desktops lack fonts for.
const iconProps = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  focusable: false,
} as const;

function CartIcon() {
  return (
    <svg {...iconProps} className="header-icon" aria-hidden="true">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
    </svg>
  );
}

function SignOutIcon() {
  return (
    <svg {...iconProps} className="header-icon" aria-hidden="true">
      <path d="M12 2v10" />
      <path d="M18.4 6.6a9 9 0 1 1-12.8 0" />
    </svg>
  );
}
