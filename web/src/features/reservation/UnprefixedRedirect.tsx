// The unprefixed wizard paths of seed 002 §2.1 (/begin-reservation, /link-tickets, /select-date,
// /add-ons, /review): ours, they redirect to the prefixed pages, keeping the query (?error=N).
import { Redirect, useLocation, useSearch } from 'wouter';
import { PATHS, unprefixedTarget } from './wizard';

export default function UnprefixedRedirect() {
  const [path] = useLocation();
  const search = useSearch();
  return <Redirect to={unprefixedTarget(path, search) ?? PATHS.begin} replace />;
}
