import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import * as React from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { Logo } from './logo';
import { navItems } from './nav-items';
import { UserMenu } from './user-menu';

/** Called when the pointer or focus reaches a link of the sidebar, before any click (see the router). */
export type NavIntent = (path: string) => void;

function Sidebar({ onNavigate, onNavIntent }: { onNavigate?: () => void; onNavIntent?: NavIntent }) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex h-full flex-col">
      <div className="px-4 py-5">
        <Logo />
      </div>
      <nav aria-label={t`Main`} className="flex-1 px-3">
        <ul className="grid gap-1">
          {navItems.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                onClick={onNavigate}
                onPointerEnter={() => onNavIntent?.(to)}
                onFocus={() => onNavIntent?.(to)}
                onTouchStart={() => onNavIntent?.(to)}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                    isActive
                      ? 'bg-primary text-primary-foreground'
                      : 'text-slate-700 hover:bg-accent hover:text-accent-foreground',
                  )
                }
              >
                <Icon className="size-4" aria-hidden="true" />
                {i18n._(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t p-3">
        <UserMenu />
      </div>
    </div>
  );
}

const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard: past the sidebar to the page (issue #22 item 14). Hidden until
 * focused; it moves focus itself rather than through the URL's hash, which the router would keep.
 */
function SkipLink() {
  const skip = (event: React.MouseEvent) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-ring"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}

/**
 * Left sidebar and main area; below md the sidebar becomes a drawer behind a menu button.
 * `onNavIntent` lets the app ask for a page's code and first data as soon as its link is pointed at.
 */
export function AppShell({ onNavIntent }: { onNavIntent?: NavIntent }) {
  const { t } = useLingui();
  const [open, setOpen] = React.useState(false);
  const { pathname } = useLocation();
  // Close the drawer whenever the route changes.
  const [shownFor, setShownFor] = React.useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <TooltipProvider>
      <SkipLink />
      <div className="min-h-dvh md:grid md:grid-cols-[16rem_1fr]">
        <aside className="sticky top-0 hidden h-dvh border-r bg-card md:block">
          <Sidebar onNavIntent={onNavIntent} />
        </aside>
        <header className="sticky top-0 z-30 flex items-center justify-between border-b bg-card px-4 py-2 md:hidden">
          <Logo />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Open menu`}
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <Menu />
          </Button>
        </header>
        {open && (
          <div className="fixed inset-0 z-40 md:hidden">
            <button
              type="button"
              aria-label={t`Close menu`}
              className="absolute inset-0 bg-black/40"
              onClick={() => setOpen(false)}
            />
            <aside className="absolute inset-y-0 left-0 w-72 max-w-[85%] bg-card shadow-xl">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Close menu`}
                className="absolute top-3 right-3"
                onClick={() => setOpen(false)}
              >
                <X />
              </Button>
              <Sidebar onNavigate={() => setOpen(false)} onNavIntent={onNavIntent} />
            </aside>
          </div>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </TooltipProvider>
  );
}
