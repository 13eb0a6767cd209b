import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import * as React from 'react';
import { useUser } from '@/api/get-user';
import { Button } from '@/components/ui/button';
import { isTourDone, markTourDone } from '../utils/tour-storage';
import { TOUR_STEPS } from './tour-steps';
import { type Rect, useTargetRect } from './use-target-rect';

const GAP = 12;
const PAD = 6;
/** Room the card needs below or above its target before it is placed there. */
const CARD_ROOM = 240;

function cardPosition(rect: Rect | null): React.CSSProperties {
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const width = Math.min(360, vw - 32);
  if (!rect) return { width, left: (vw - width) / 2, top: '50%', transform: 'translateY(-50%)' };
  const left = Math.min(Math.max(rect.left, 16), vw - width - 16);
  if (vh - (rect.top + rect.height) >= CARD_ROOM) return { width, left, top: rect.top + rect.height + GAP };
  if (rect.top >= CARD_ROOM) return { width, left, bottom: vh - rect.top + GAP };
  return { width, left, bottom: 16 };
}

/** Tab and Shift+Tab cycle through the tour's own controls, so keyboard focus stays in the tour. */
function keepFocusInside(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !focusable.includes(active as HTMLElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !focusable.includes(active as HTMLElement))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * SPEC §2 first-run tour of the dashboard: three steps, each highlighting its element. A non-modal
 * dialog: keyboard focus stays in the tour, Escape or the close button skips it, and clicking the
 * page instead dismisses it too (the click still goes through). Shown once per user.
 */
export function GuidedTour() {
  const { t, i18n } = useLingui();
  const { user } = useUser();
  const [open, setOpen] = React.useState(() => (user ? !isTourDone(user.id) : false));
  const [index, setIndex] = React.useState(0);
  const nextRef = React.useRef<HTMLButtonElement>(null);
  const step = TOUR_STEPS[index];
  const rect = useTargetRect(open ? step.target : '');
  const last = index === TOUR_STEPS.length - 1;

  if (!user || !open) return null;

  const position = index + 1;
  const steps = TOUR_STEPS.length;
  const finish = (how: 'completed' | 'skipped') => {
    markTourDone(user.id, how);
    setOpen(false);
  };

  return (
    <DialogPrimitive.Root open modal={false} onOpenChange={(o) => !o && finish('skipped')}>
      <DialogPrimitive.Portal>
        <div
          aria-hidden="true"
          data-testid="tour-highlight"
          className="pointer-events-none fixed z-50 rounded-lg transition-all duration-200"
          style={
            rect
              ? {
                  top: rect.top - PAD,
                  left: rect.left - PAD,
                  width: rect.width + PAD * 2,
                  height: rect.height + PAD * 2,
                  boxShadow: '0 0 0 3px #4338ca, 0 0 0 9999px rgb(15 23 42 / 0.5)',
                }
              : { inset: 0, background: 'rgb(15 23 42 / 0.5)' }
          }
        />
        <DialogPrimitive.Content
          data-testid="guided-tour"
          className="fixed z-50 grid gap-3 rounded-lg border bg-card p-5 shadow-xl outline-none"
          style={cardPosition(rect)}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            nextRef.current?.focus();
          }}
          onKeyDown={keepFocusInside}
        >
          <div aria-live="polite" className="grid gap-1 pr-8">
            <p className="text-xs font-medium uppercase tracking-wide text-primary">
              <Trans>
                Step {position} of {steps}
              </Trans>
            </p>
            <DialogPrimitive.Title className="text-lg font-semibold leading-tight">
              {i18n._(step.title)}
            </DialogPrimitive.Title>
          </div>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {i18n._(step.text)}
          </DialogPrimitive.Description>
          <div className="flex items-center justify-between gap-2 pt-1">
            <div className="flex gap-1" aria-hidden="true">
              {TOUR_STEPS.map((s, i) => (
                <span
                  key={s.target}
                  className={`size-2 rounded-full ${i === index ? 'bg-primary' : 'bg-slate-300'}`}
                />
              ))}
            </div>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={index === 0}
                onClick={() => {
                  setIndex((i) => i - 1);
                  // Previous turns disabled on the first step: keep focus in the tour.
                  if (index === 1) requestAnimationFrame(() => nextRef.current?.focus());
                }}
              >
                <Trans>Previous</Trans>
              </Button>
              <Button
                ref={nextRef}
                size="sm"
                onClick={() => (last ? finish('completed') : setIndex((i) => i + 1))}
              >
                {last ? <Trans>Get Started!</Trans> : <Trans>Next</Trans>}
              </Button>
            </div>
          </div>
          <DialogPrimitive.Close
            aria-label={t`Skip tour`}
            className="absolute top-3 right-3 rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
