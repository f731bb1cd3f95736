// The links to Privacy Policy, Terms of Sale and Terms of Use (seed 000 §1: in the page header and
// footer, their addresses from the app configuration). Each place names its list, so a screen
// reader's landmarks tell them apart.
import { useSnapshot } from 'valtio';
import { site } from '../lib/site';

export function PolicyLinks({ label, className }: { readonly label: string; readonly className?: string }) {
  const { appConfig } = useSnapshot(site);
  const links = [
    ['Privacy Policy', appConfig?.privacyPolicyUrl],
    ['Terms of Sale', appConfig?.termsOfSaleUrl],
    ['Terms of Use', appConfig?.termsOfUseUrl],
  ].filter((link): link is [string, string] => typeof link[1] === 'string' && link[1] !== '');
  // The header keeps the row's height while the configuration loads, so the page does not move.
  if (links.length === 0) return className ? <div className={className} /> : null;
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {links.map(([text, href]) => (
          <li key={text}>
            <a href={href}>{text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
