import '@picocss/pico/css/pico.min.css';
import './styles.css';
import './lib/analytics';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startEarlyCalls } from './app/early-calls';

startEarlyCalls(location.pathname);

const root = document.getElementById('root');
if (root) {
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
