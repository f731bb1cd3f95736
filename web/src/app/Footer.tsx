// The page footer: the policy links (PolicyLinks).
import { PolicyLinks } from './PolicyLinks';

export function Footer() {
  return (
    <footer className="site-footer container">
      <PolicyLinks label="Site policies" />
    </footer>
  );
}
