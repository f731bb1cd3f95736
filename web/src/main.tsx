import '@picocss/pico/css/pico.min.css';
import './styles.css';
import './lib/analytics';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startEarlyCalls } from './app/early-calls';
import { loadSite } from './lib/site';

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  const reactRoot = createRoot(root);
  // The first render as a transition: React renders it in slices and lets the browser in between,
  // so a slow phone's main thread is never held for the whole page at once (the shell's frame from
  // index.html stays painted meanwhile).
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// The page's first call, its code and its first render (which takes that call), each in a task of
// its own after the one that evaluates the scripts: in that one task, they held a slow phone's main
// thread long enough to count against the page's responsiveness. The render's timer is set after
// the code's (lib/early-calls.ts, loadCodeSoon), and timers of the same delay run in that order.
// The site's settings first: the page's call waits for their API root (lib/api.ts).
setTimeout(() => {
  void loadSite();
  startEarlyCalls(location.pathname);
  setTimeout(render, 0);
}, 0);
