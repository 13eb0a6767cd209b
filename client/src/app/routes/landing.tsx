import { ArrowRight, BarChart3, Bell, Check, CheckCircle2, FileText, Mail, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

const features = [
  {
    icon: FileText,
    title: 'Invoice Management',
    text: 'Professional invoices in a minute, numbered for you, with tax and totals worked out.',
    points: [
      'Line items, tax and totals calculated',
      'PDF with your company and bank details',
      'Sent by email straight from Duely',
    ],
  },
  {
    icon: Bell,
    title: 'Smart Reminders',
    text: 'Polite, then firmer payment reminders go out on schedule — so you never have to chase.',
    points: [
      'A note on the due date, then 3, 7 and 14 days after',
      'Your own wording and timing per client',
      'Stops the moment you mark it paid',
    ],
  },
  {
    icon: BarChart3,
    title: 'Analytics & Reports',
    text: 'Know what is paid, pending and overdue at a glance, and what changed since last month.',
    points: ['Revenue by month and by client', 'Aging of unpaid invoices', 'CSV export for your accountant'],
  },
];

const steps = [
  {
    icon: UserPlus,
    title: 'Add a client',
    text: 'Name, email and address — typed once, reused on every invoice.',
  },
  {
    icon: Mail,
    title: 'Send the invoice',
    text: 'Duely emails it with a PDF attached and keeps a copy for you.',
  },
  {
    icon: CheckCircle2,
    title: 'Get paid',
    text: 'Reminders follow up by themselves until the invoice is paid.',
  },
];

const timeline = [
  { when: 'Mar 31', what: 'Due today — a friendly note', state: 'sent' },
  { when: 'Apr 3', what: 'First reminder', state: 'sent' },
  { when: 'Apr 5', what: 'Paid in full — reminders stopped', state: 'paid' },
] as const;

/** A small picture of the product: one invoice and the reminders that got it paid. */
function HeroPreview() {
  return (
    <figure
      aria-label="Example: invoice INV-1042 to Northwind Studio for €2,380.00, reminded on its due date and three days later, then paid."
      className="mx-auto w-full max-w-md"
    >
      <div
        aria-hidden="true"
        className="rounded-2xl border bg-card p-5 text-left shadow-xl shadow-indigo-100 sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Invoice</p>
            <p className="text-lg font-semibold">INV-1042</p>
            <p className="text-sm text-muted-foreground">Northwind Studio</p>
          </div>
          <span className="rounded-md bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
            Paid
          </span>
        </div>
        <div className="mt-4 flex items-end justify-between border-b pb-4">
          <span className="text-sm text-muted-foreground">Amount due</span>
          <span className="text-2xl font-bold tabular-nums">€2,380.00</span>
        </div>
        <ol className="mt-4 grid gap-3">
          {timeline.map((t) => (
            <li key={t.when} className="flex items-center gap-3 text-sm">
              <span
                className={`flex size-6 shrink-0 items-center justify-center rounded-full ${
                  t.state === 'paid' ? 'bg-emerald-600 text-white' : 'bg-secondary text-primary'
                }`}
              >
                {t.state === 'paid' ? <Check className="size-3.5" /> : <Mail className="size-3.5" />}
              </span>
              <span className="w-12 shrink-0 tabular-nums text-muted-foreground">{t.when}</span>
              <span className={t.state === 'paid' ? 'font-medium text-emerald-800' : ''}>{t.what}</span>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}

export function LandingPage() {
  return (
    <div className="min-h-dvh overflow-x-hidden bg-gradient-to-b from-indigo-50 via-background to-background">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo />
        <Button asChild variant="ghost">
          <Link to="/login">Sign In</Link>
        </Button>
      </header>
      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2">
          <div className="text-center lg:text-left">
            <p className="mb-3 text-sm font-semibold text-primary">For freelancers and small businesses</p>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Invoices that get you paid — on time.
            </h1>
            <p className="mt-5 text-lg text-pretty text-muted-foreground">
              Send a clean invoice in a minute, let polite reminders do the chasing, and always know who owes
              you what. Less admin, fewer awkward emails, steadier cash flow.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
              <Button asChild size="lg">
                <Link to="/register">
                  Sign Up &amp; Get Started
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login">Sign In</Link>
              </Button>
            </div>
          </div>
          <HeroPreview />
        </section>

        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="features-title" className="mb-8 text-center text-2xl font-bold tracking-tight sm:text-3xl">
            Everything between “work done” and “money in”
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {features.map(({ icon: Icon, title, text, points }) => (
              <Card key={title}>
                <CardHeader>
                  <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="font-semibold leading-none">{title}</h3>
                </CardHeader>
                <CardContent className="grid gap-4">
                  <p className="text-sm text-muted-foreground">{text}</p>
                  <ul className="grid gap-2 text-sm">
                    {points.map((p) => (
                      <li key={p} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                        {p}
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
            Three steps, then it runs by itself
          </h2>
          <ol className="grid gap-6 md:grid-cols-3">
            {steps.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">
                    <span className="sr-only">Step {i + 1}: </span>
                    {title}
                  </h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="mx-auto max-w-6xl px-4 pt-6 pb-20 sm:px-6">
          <div className="rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-12">
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Stop chasing payments.</h2>
            <p className="mx-auto mt-3 max-w-xl text-indigo-100">
              Set up your company details once, send your first invoice today, and let Duely follow up for
              you.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-6">
              <Link to="/register">Create your account</Link>
            </Button>
          </div>
        </section>
      </main>
      <footer className="border-t py-6 text-center text-sm text-muted-foreground">
        Duely — invoicing and payment reminders for freelancers and small businesses.
      </footer>
    </div>
  );
}
