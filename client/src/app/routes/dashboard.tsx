import { useLingui } from '@lingui/react/macro';
import * as React from 'react';
import { useUser } from '@/api/get-user';
import { PageHeader } from '@/components/layout/page-header';
import { RemindersOnHoldNotice } from '@/components/onboarding/reminders-on-hold-notice';
import { StatsCards } from '@/features/dashboard/components/stats-cards';
import { NewInvoiceButton } from '@/features/invoices/components/new-invoice-button';
import { RecentInvoices } from '@/features/invoices/components/recent-invoices';
import { useOnboardingProgress } from '@/features/onboarding/api/get-onboarding-progress';
import { DashboardOnboarding } from '@/features/onboarding/components/dashboard-onboarding';
import { isTourDone } from '@/features/tour/utils/tour-storage';

// The invoice form (and its validation schemas) loads when the pointer or focus reaches the New Invoice
// button, so it is there by the click and never competes with the dashboard's own first load.
const loadCreateDialog = () => import('@/features/invoices/components/create-invoice-dialog');
const CreateInvoiceDialog = React.lazy(() =>
  loadCreateDialog().then((m) => ({ default: m.CreateInvoiceDialog })),
);

// The first-run tour (a dialog and its positioning) loads only for a user who has not seen it yet.
const GuidedTour = React.lazy(() =>
  import('@/features/tour/components/guided-tour').then((m) => ({ default: m.GuidedTour })),
);

/** SPEC §2 Dashboard. The data-tour attributes are the guided tour's anchors. */
export function DashboardPage() {
  const [creating, setCreating] = React.useState(false);
  const { user } = useUser();
  const { t } = useLingui();
  const onboarding = useOnboardingProgress();
  // The tour shows what to do once the company is set up, and only to a user with no invoice yet
  // (issue 2/7 item 16): before that, the onboarding steps lead; after it, the user knows the way.
  const tourDue =
    user !== null &&
    !isTourDone(user.id) &&
    !onboarding.isLoading &&
    onboarding.progress.company &&
    !onboarding.progress.invoices;
  const preload = () => void loadCreateDialog();
  return (
    <div>
      <PageHeader
        title={t`Dashboard`}
        subtitle={t`Manage your invoices and track payments`}
        actions={
          <NewInvoiceButton
            data-tour="create-invoice"
            onPointerEnter={preload}
            onFocus={preload}
            onTouchStart={preload}
            onClick={() => setCreating(true)}
          />
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <RemindersOnHoldNotice />
        <DashboardOnboarding />
        <StatsCards data-tour="stats-cards" />
        <RecentInvoices data-tour="recent-invoices" />
      </div>
      {creating && (
        <React.Suspense fallback={null}>
          <CreateInvoiceDialog open={creating} onOpenChange={setCreating} />
        </React.Suspense>
      )}
      {tourDue && (
        <React.Suspense fallback={null}>
          <GuidedTour />
        </React.Suspense>
      )}
    </div>
  );
}
