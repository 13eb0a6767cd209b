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
    title: 'Set up your company',
    text: 'Your company name, email, address and bank details: on every invoice, and needed before sending one.',
    to: '/settings',
    action: 'Set Up Company',
    doneAction: 'Review Company',
  },
  {
    key: 'clients',
    title: 'Add Your First Client',
    text: 'Save who you bill — name, email and address — once.',
    // Opens the client form on the Clients page (issue 2/7 item 16).
    to: '/clients?new=1',
    action: 'Add Client',
    doneAction: 'Add Another Client',
  },
  {
    key: 'invoices',
    title: 'Create Your First Invoice',
    text: 'Add line items; tax, totals and the invoice number are worked out for you.',
    to: '/invoices',
    action: 'Create Invoice',
    doneAction: 'Create Another Invoice',
  },
  {
    key: 'reminders',
    title: 'Set Up Reminders',
    text: 'Choose when polite payment reminders go out, so you never have to chase.',
    to: '/reminders',
    action: 'Set Up Reminders',
    doneAction: 'Review Reminders',
  },
] as const;

/** SPEC §2 dashboard onboarding: the company, then SPEC's three steps, with links, ticked off once done, and a tip. */
export function OnboardingSteps({ progress }: { progress: OnboardingProgress }) {
  const done = STEPS.filter((s) => progress[s.key]).length;
  return (
    <Card data-testid="onboarding-dashboard" aria-labelledby="onboarding-title">
      <CardHeader>
        <CardTitle id="onboarding-title" className="text-xl">
          Welcome to Duely! Let&apos;s get you paid.
        </CardTitle>
        <CardDescription>
          {STEPS.length} steps to your first invoice — {done} of {STEPS.length} done.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
          {STEPS.map((step, i) => {
            const complete = progress[step.key];
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
                      <span className="sr-only">Step {i + 1}: </span>
                      {step.title}
                      {complete && <span className="sr-only"> (done)</span>}
                    </h3>
                    <p className="text-sm text-muted-foreground">{step.text}</p>
                  </div>
                </div>
                <Button
                  asChild
                  size="sm"
                  variant={complete ? 'outline' : 'default'}
                  className="mt-auto self-start"
                >
                  <Link to={step.to}>{complete ? step.doneAction : step.action}</Link>
                </Button>
              </li>
            );
          })}
        </ol>
        <p className="flex items-start gap-2 rounded-md bg-secondary px-3 py-2 text-sm text-secondary-foreground">
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong>Tip:</strong> set your payment terms once in{' '}
            <Link to="/settings" className="font-medium underline underline-offset-4">
              Settings
            </Link>{' '}
            and your reminder texts in{' '}
            <Link to="/reminders" className="font-medium underline underline-offset-4">
              Reminders
            </Link>{' '}
            — every invoice you send follows them, so you never have to chase by hand.
          </span>
        </p>
      </CardContent>
    </Card>
  );
}
