import { BarChart3, Bell, FileText, type LucideIcon, Repeat, Users } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export type OnboardingVariant = 'clients' | 'invoices' | 'recurring' | 'reminders' | 'reports';

interface VariantContent {
  icon: LucideIcon;
  title: string;
  description: string;
  detail: string;
  cta: { label: string; to: string };
}

/** SPEC §2 Onboarding empty states; clients and invoices keep SPEC's own empty-state texts. */
export const ONBOARDING_VARIANTS: Record<OnboardingVariant, VariantContent> = {
  clients: {
    icon: Users,
    title: 'No clients found',
    description: 'Add your first client to get started',
    detail:
      'A client keeps the name, email and address your invoices are billed to, so you type them only once.',
    cta: { label: 'Add Client', to: '/clients' },
  },
  invoices: {
    icon: FileText,
    title: 'No invoices found',
    description: 'Create your first invoice to get started',
    detail:
      'Add line items and Duely works out tax and totals, numbers the invoice and emails it with a PDF.',
    cta: { label: 'Create Invoice', to: '/invoices' },
  },
  recurring: {
    icon: Repeat,
    title: 'No recurring invoices yet',
    description: 'Bill retainers and subscriptions on a schedule',
    detail:
      'Set the client, lines and how often once: each invoice is made on its date, exactly once, and sent or kept as a draft for you to review.',
    cta: { label: 'Create Recurring Invoice', to: '/recurring' },
  },
  reminders: {
    icon: Bell,
    title: 'No reminders yet',
    description: 'Reminders start as soon as you send an invoice',
    detail:
      'A friendly note on the due date, then firmer reminders after it — and they stop the moment the invoice is paid.',
    cta: { label: 'Create Invoice', to: '/invoices' },
  },
  reports: {
    icon: BarChart3,
    title: 'Nothing to report yet',
    description: 'Reports fill in as soon as you have invoices',
    detail: 'See revenue by month, your best clients and what is overdue, and export it all as CSV.',
    cta: { label: 'Go to Dashboard', to: '/' },
  },
};

/**
 * A page's first-run empty state: title, description and a call to action. `action` replaces the
 * default link when the page has its own button (e.g. one that opens the "Add New Client" dialog).
 */
export function OnboardingEmptyState({
  variant,
  action,
  headingLevel = 2,
}: {
  variant: OnboardingVariant;
  action?: React.ReactNode;
  headingLevel?: 2 | 3;
}) {
  const { icon: Icon, title, description, detail, cta } = ONBOARDING_VARIANTS[variant];
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="items-center px-6 py-12 text-center" data-testid={`onboarding-${variant}`}>
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <div className="grid max-w-md gap-1">
        <Heading className="text-lg font-semibold">{title}</Heading>
        <p className="text-muted-foreground">{description}</p>
        <p className="mt-2 text-sm text-muted-foreground">{detail}</p>
      </div>
      {action ?? (
        <Button asChild>
          <Link to={cta.to}>{cta.label}</Link>
        </Button>
      )}
    </Card>
  );
}
