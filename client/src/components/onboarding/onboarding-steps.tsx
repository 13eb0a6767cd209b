import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Circle, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface OnboardingProgress {
  company: boolean;
  clients: boolean;
  invoices: boolean;
  reminders: boolean;
}

const STEPS = [
  {
    key: 'company',
    title: msg`Set up your company`,
    text: msg`Your company name, email, address and bank details: on every invoice, and needed before sending one.`,
    to: '/settings',
    action: msg`Set Up Company`,
    doneAction: msg`Review Company`,
  },
  {
    key: 'clients',
    title: msg`Add Your First Client`,
    text: msg`Save who you bill — name, email and address — once.`,
    // Opens the client form on the Clients page (issue 2/7 item 16).
    to: '/clients?new=1',
    action: msg`Add Client`,
    doneAction: msg`Add Another Client`,
  },
  {
    key: 'invoices',
    title: msg`Create Your First Invoice`,
    text: msg`Add line items; tax, totals and the invoice number are worked out for you.`,
    to: '/invoices',
    action: msg`Create Invoice`,
    doneAction: msg`Create Another Invoice`,
  },
  {
    key: 'reminders',
    title: msg`Set Up Reminders`,
    text: msg`Choose when polite payment reminders go out, so you never have to chase.`,
    to: '/reminders',
    action: msg`Set Up Reminders`,
    doneAction: msg`Review Reminders`,
  },
] as const;

/** SPEC §2 dashboard onboarding: the company, then SPEC's three steps, with links, ticked off once done, and a tip. */
export function OnboardingSteps({ progress }: { progress: OnboardingProgress }) {
  const { i18n } = useLingui();
  const done = STEPS.filter((s) => progress[s.key]).length;
  const total = STEPS.length;
  return (
    <Card data-testid="onboarding-dashboard" aria-labelledby="onboarding-title">
      <CardHeader>
        <CardTitle id="onboarding-title" className="text-xl">
          <Trans>Welcome to Duely! Let's get you paid.</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            {total} steps to your first invoice — {done} of {total} done.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
          {STEPS.map((step, i) => {
            const complete = progress[step.key];
            const number = i + 1;
            const Icon = complete ? CheckCircle2 : Circle;
            return (
              <li
                key={step.key}
                data-testid={`onboarding-step-${step.key}`}
                data-done={complete}
                className={cn(
                  'flex flex-col gap-3 rounded-lg border p-4',
                  complete ? 'border-emerald-200 bg-emerald-50' : 'bg-card',
                )}
              >
                <div className="flex items-start gap-3">
                  <Icon
                    className={cn('mt-0.5 size-5 shrink-0', complete ? 'text-emerald-700' : 'text-slate-500')}
                    aria-hidden="true"
                  />
                  <div className="grid gap-1">
                    <h3 className="font-medium">
                      <span className="sr-only">
                        <Trans>Step {number}:</Trans>{' '}
                      </span>
                      {i18n._(step.title)}
                      {complete && (
                        <span className="sr-only">
                          {' '}
                          <Trans>(done)</Trans>
                        </span>
                      )}
                    </h3>
                    <p className="text-sm text-muted-foreground">{i18n._(step.text)}</p>
                  </div>
                </div>
                <Button
                  asChild
                  size="sm"
                  variant={complete ? 'outline' : 'default'}
                  className="mt-auto self-start"
                >
                  <Link to={step.to}>{i18n._(complete ? step.doneAction : step.action)}</Link>
                </Button>
              </li>
            );
          })}
        </ol>
        <p className="flex items-start gap-2 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <Trans>
              <strong>Tip:</strong> set your payment terms once in{' '}
              <Link to="/settings" className="font-medium underline underline-offset-4">
                Settings
              </Link>{' '}
              and your reminder texts in{' '}
              <Link to="/reminders" className="font-medium underline underline-offset-4">
                Reminders
              </Link>{' '}
              — every invoice you send follows them, so you never have to chase by hand.
            </Trans>
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
