import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BarChart3, Bell, FileText, type LucideIcon, Repeat, Users } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export type OnboardingVariant = 'clients' | 'invoices' | 'recurring' | 'reminders' | 'reports';

interface VariantContent {
  icon: LucideIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
  detail: MessageDescriptor;
  cta: { label: MessageDescriptor; to: string };
}

/** SPEC §2 Onboarding empty states; clients and invoices keep SPEC's own empty-state texts. */
export const ONBOARDING_VARIANTS: Record<OnboardingVariant, VariantContent> = {
  clients: {
    icon: Users,
    title: msg`No clients found`,
    description: msg`Add your first client to get started`,
    detail: msg`A client keeps the name, email and address your invoices are billed to, so you type them only once.`,
    cta: { label: msg`Add Client`, to: '/clients' },
  },
  invoices: {
    icon: FileText,
    title: msg`No invoices found`,
    description: msg`Create your first invoice to get started`,
    detail: msg`Add line items and Duely works out tax and totals, numbers the invoice and emails it with a PDF.`,
    cta: { label: msg`Create Invoice`, to: '/invoices' },
  },
  recurring: {
    icon: Repeat,
    title: msg`No recurring invoices yet`,
    description: msg`Bill retainers and subscriptions on a schedule`,
    detail: msg`Set the client, lines and how often once: each invoice is made on its date, exactly once, and sent or kept as a draft for you to review.`,
    cta: { label: msg`Create Recurring Invoice`, to: '/recurring' },
  },
  reminders: {
    icon: Bell,
    title: msg`No reminders yet`,
    description: msg`Reminders start as soon as you send an invoice`,
    detail: msg`A friendly note on the due date, then firmer reminders after it — and they stop the moment the invoice is paid.`,
    cta: { label: msg`Create Invoice`, to: '/invoices' },
  },
  reports: {
    icon: BarChart3,
    title: msg`Nothing to report yet`,
    description: msg`Reports fill in as soon as you have invoices`,
    detail: msg`See revenue by month, your best clients and what is overdue, and export it all as CSV.`,
    cta: { label: msg`Go to Dashboard`, to: '/' },
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
  const { i18n } = useLingui();
  const { icon: Icon, title, description, detail, cta } = ONBOARDING_VARIANTS[variant];
  const Heading = `h${headingLevel}` as const;
  return (
    <Card className="items-center px-6 py-12 text-center" data-testid={`onboarding-${variant}`}>
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <div className="grid max-w-md gap-1">
        <Heading className="text-lg font-semibold">{i18n._(title)}</Heading>
        <p className="text-muted-foreground">{i18n._(description)}</p>
        <p className="mt-2 text-sm text-muted-foreground">{i18n._(detail)}</p>
      </div>
      {action ?? (
        <Button asChild>
          <Link to={cta.to}>{i18n._(cta.label)}</Link>
        </Button>
      )}
    </Card>
  );
}
