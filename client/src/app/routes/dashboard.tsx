import * as React from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { StatsCards } from '@/features/dashboard/components/stats-cards';
import { CreateInvoiceDialog } from '@/features/invoices/components/create-invoice-dialog';
import { NewInvoiceButton } from '@/features/invoices/components/new-invoice-button';
import { RecentInvoices } from '@/features/invoices/components/recent-invoices';
import { DashboardOnboarding } from '@/features/onboarding/components/dashboard-onboarding';
import { GuidedTour } from '@/features/tour/components/guided-tour';

/** SPEC §2 Dashboard. The data-tour attributes are the guided tour's anchors. */
export function DashboardPage() {
  const [creating, setCreating] = React.useState(false);
  return (
    <div>
      <PageHeader
        title="Dashboard"
        subtitle="Manage your invoices and track payments"
        actions={<NewInvoiceButton data-tour="create-invoice" onClick={() => setCreating(true)} />}
      />
      <div className="grid grid-cols-1 gap-6">
        <DashboardOnboarding />
        <StatsCards data-tour="stats-cards" />
        <RecentInvoices data-tour="recent-invoices" />
      </div>
      <CreateInvoiceDialog open={creating} onOpenChange={setCreating} />
      <GuidedTour />
    </div>
  );
}
