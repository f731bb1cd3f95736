// Footer links from the app configuration: privacy policy, terms of sale, terms of use.
import { useSnapshot } from 'valtio';
import { site } from '../lib/site';

export function Footer() {
  const { appConfig } = useSnapshot(site);
  const links = [
    ['Privacy Policy', appConfig?.privacyPolicyUrl],
    ['Terms of Sale', appConfig?.termsOfSaleUrl],
    ['Terms of Use', appConfig?.termsOfUseUrl],
  ].filter((link): link is [string, string] => typeof link[1] === 'string' && link[1] !== '');
  return (
    <footer className="site-footer container">
      {links.length > 0 && (
        <nav aria-label="Site policies">
          <ul>
            {links.map(([label, href]) => (
              <li key={label}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </footer>
  );
}
