import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { ArrowRight, BarChart3, Bell, Check, CheckCircle2, FileText, Mail, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageLinks } from '@/components/language/language-links';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

const features = [
  {
    id: 'invoices',
    icon: FileText,
    title: msg`Invoice Management`,
    text: msg`Professional invoices in a minute, numbered for you, with tax and totals worked out.`,
    points: [
      msg`Line items, tax and totals calculated`,
      msg`PDF with your company and bank details`,
      msg`Sent by email straight from Duely`,
    ],
  },
  {
    id: 'reminders',
    icon: Bell,
    title: msg`Smart Reminders`,
    text: msg`Polite, then firmer payment reminders go out on schedule — so you never have to chase.`,
    points: [
      msg`A note on the due date, then 3, 7 and 14 days after`,
      msg`Your own wording and timing per client`,
      msg`Stops the moment you mark it paid`,
    ],
  },
  {
    id: 'reports',
    icon: BarChart3,
    title: msg`Analytics & Reports`,
    text: msg`Know what is paid, pending and overdue at a glance, and what changed since last month.`,
    points: [
      msg`Revenue by month and by client`,
      msg`Aging of unpaid invoices`,
      msg`CSV export for your accountant`,
    ],
  },
];

const steps = [
  {
    id: 'client',
    icon: UserPlus,
    title: msg`Add a client`,
    text: msg`Name, email and address — typed once, reused on every invoice.`,
  },
  {
    id: 'send',
    icon: Mail,
    title: msg`Send the invoice`,
    text: msg`Duely emails it with a PDF attached and keeps a copy for you.`,
  },
  {
    id: 'paid',
    icon: CheckCircle2,
    title: msg`Get paid`,
    text: msg`Reminders follow up by themselves until the invoice is paid.`,
  },
];

/** The example's dates, written as each language writes a day and month briefly (the column is narrow). */
const timeline = [
  {
    when: msg({
      message: 'Mar 31',
      comment: 'An example date, March 31, as short as it is written (6 characters at most)',
    }),
    what: msg`Due today — a friendly note`,
    state: 'sent',
  },
  {
    when: msg({
      message: 'Apr 3',
      comment: 'An example date, April 3, as short as it is written (6 characters at most)',
    }),
    what: msg`First reminder`,
    state: 'sent',
  },
  {
    when: msg({
      message: 'Apr 5',
      comment: 'An example date, April 5, as short as it is written (6 characters at most)',
    }),
    what: msg`Paid in full — reminders stopped`,
    state: 'paid',
  },
] as const;

/** A small picture of the product: one invoice and the reminders that got it paid. */
function HeroPreview() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const amount = formatMoney('2380.00', 'EUR');
  return (
    <figure
      aria-label={t`Example: invoice INV-1042 to Northwind Studio for ${amount}, reminded on its due date and three days later, then paid.`}
      className="mx-auto w-full max-w-md"
    >
      <div
        aria-hidden="true"
        className="rounded-2xl border bg-card p-5 text-left shadow-xl shadow-indigo-100 sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
              <Trans>Invoice</Trans>
            </p>
            <p className="text-lg font-semibold">INV-1042</p>
            <p className="text-sm text-muted-foreground">
              {t({ message: 'Northwind Studio', comment: "The example client's company name" })}
            </p>
          </div>
          <span className="rounded-md bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
            <Trans>Paid</Trans>
          </span>
        </div>
        <div className="mt-4 flex items-end justify-between border-b pb-4">
          <span className="text-sm text-muted-foreground">
            <Trans>Amount due</Trans>
          </span>
          <span className="text-2xl font-bold tabular-nums">{amount}</span>
        </div>
        <ol className="mt-4 grid gap-3">
          {timeline.map((step) => (
            <li key={step.when.id} className="flex items-center gap-3 text-sm">
              <span
                className={`flex size-6 shrink-0 items-center justify-center rounded-full ${
                  step.state === 'paid' ? 'bg-emerald-600 text-white' : 'bg-secondary text-primary'
                }`}
              >
                {step.state === 'paid' ? <Check className="size-3.5" /> : <Mail className="size-3.5" />}
              </span>
              <span className="w-12 shrink-0 tabular-nums text-muted-foreground">{i18n._(step.when)}</span>
              <span className={step.state === 'paid' ? 'font-medium text-emerald-800' : ''}>
                {i18n._(step.what)}
              </span>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}

export function LandingPage() {
  const { i18n } = useI18n();
  return (
    <div className="min-h-dvh overflow-x-hidden bg-gradient-to-b from-indigo-50 via-background to-background">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo />
        <Button asChild variant="ghost">
          <Link to="/login">
            <Trans>Sign In</Trans>
          </Link>
        </Button>
      </header>
      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2">
          <div className="text-center lg:text-left">
            <p className="mb-3 text-sm font-semibold text-primary">
              <Trans>For freelancers and small businesses</Trans>
            </p>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              <Trans>Invoices that get you paid — on time.</Trans>
            </h1>
            <p className="mt-5 text-lg text-pretty text-muted-foreground">
              <Trans>
                Send a clean invoice in a minute, let polite reminders do the chasing, and always know who
                owes you what. Less admin, fewer awkward emails, steadier cash flow.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <Button asChild size="lg">
                <Link to="/register">
                  <Trans>Sign Up &amp; Get Started</Trans>
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login">
                  <Trans>Sign In</Trans>
                </Link>
              </Button>
            </div>
          </div>
          <HeroPreview />
        </section>

        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="features-title" className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Everything between “work done” and “money in”</Trans>
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {features.map(({ id, icon: Icon, title, text, points }) => (
              <Card key={id}>
                <CardHeader>
                  <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="font-semibold leading-none">{i18n._(title)}</h3>
                </CardHeader>
                <CardContent className="grid gap-4">
                  <p className="text-sm text-muted-foreground">{i18n._(text)}</p>
                  <ul className="grid gap-2 text-sm">
                    {points.map((point) => (
                      <li key={point.id} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                        {i18n._(point)}
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            ))}
          </div>
        </section>

        <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="how-title" className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
            <Trans>Three steps, then it runs by itself</Trans>
          </h2>
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map(({ id, icon: Icon, title, text }, i) => {
              const number = i + 1;
              return (
                <li key={id} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div>
                    <h3 className="font-semibold">
                      <span className="sr-only">
                        <Trans>Step {number}:</Trans>{' '}
                      </span>
                      {i18n._(title)}
                    </h3>
                    <p className="mt-1 text-sm text-muted-foreground">{i18n._(text)}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        <section className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6">
          <div className="rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-12">
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">
              <Trans>Stop chasing payments.</Trans>
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-indigo-100">
              <Trans>
                Set up your company details once, send your first invoice today, and let Duely follow up for
                you.
              </Trans>
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-6">
              <Link to="/register">
                <Trans>Create your account</Trans>
              </Link>
            </Button>
          </div>
        </section>
      </main>
      <footer className="grid gap-3 border-t py-6 text-center text-sm text-muted-foreground">
        <Trans>Duely — invoicing and payment reminders for freelancers and small businesses.</Trans>
        <LanguageLinks />
      </footer>
    </div>
  );
}
