// Before the router: its popstate listener must come after the guard's (lib/pop-state-guard.ts).
import './lib/pop-state-guard';
import { setInterfaceLocale } from '@shared/currency';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { browserLocale } from './lib/dates';
import './index.css';

// Amounts in the interface follow the browser's language, as dates do (the PDF and emails follow the
// company's country instead).
setInterfaceLocale(browserLocale());

// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole first page (Lighthouse's blocking time, issue #27).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
