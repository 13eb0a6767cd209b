// Before the router: its popstate listener must come after the guard's (lib/pop-state-guard.ts).
import './lib/pop-state-guard';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLanguage, startingLanguage } from './lib/i18n';
import './index.css';

// The interface speaks the language this browser last spoke (the user's, or the menu's choice before
// sign-in), else the browser's; its catalog arrives before the first render, alongside the page's code.
// Amounts and dates follow that language's locale (the PDF and emails follow the client's instead).
await activateLanguage(startingLanguage());

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
