import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LandingPage } from '@/app/routes/landing';

/**
 * The landing page's markup, rendered once at build time (scripts/vite-prerender.ts) into
 * `landing.html`, so a signed-out visitor sees it before any JavaScript has run.
 */
export function renderLanding(): string {
  return renderToString(
    <StaticRouter location="/">
      <LandingPage />
    </StaticRouter>,
  );
}
