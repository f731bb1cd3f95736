import '@picocss/pico/css/pico.min.css';
import './styles.css';
import './lib/analytics';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startEarlyCalls } from './app/early-calls';

startEarlyCalls(location.pathname);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
