import { BarChart3, Bell, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const features = [
  {
    icon: FileText,
    title: 'Invoice Management',
    text: 'Create professional invoices with line items and tax in a minute, preview them, and send them as PDF.',
  },
  {
    icon: Bell,
    title: 'Smart Reminders',
    text: 'Polite, then firmer payment reminders go out on schedule by themselves, and stop the moment you are paid.',
  },
  {
    icon: BarChart3,
    title: 'Analytics & Reports',
    text: 'See what is paid, pending and overdue at a glance, and export reports for your accountant.',
  },
];

export function LandingPage() {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-indigo-50 via-background to-background">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-4 py-5 sm:px-6">
        <Logo />
        <Button asChild variant="ghost">
          <Link to="/login">Sign In</Link>
        </Button>
      </header>
      <main className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <section className="mx-auto max-w-3xl py-14 text-center sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Invoices that get you paid — on time.
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted-foreground">
            Duely is invoicing for freelancers and small businesses: send a clean invoice, let reminders
            follow up for you, and always know who owes what.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/register">Sign Up &amp; Get Started</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">Sign In</Link>
            </Button>
          </div>
        </section>
        <section aria-label="Features" className="grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardHeader>
                <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle>{title}</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm text-muted-foreground">{text}</p>
              </CardContent>
            </Card>
          ))}
        </section>
      </main>
    </div>
  );
}
