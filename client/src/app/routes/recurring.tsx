import { Trans, useLingui } from '@lingui/react/macro';
import type { RecurringInvoice } from '@shared/recurring-invoices';
import { Plus } from 'lucide-react';
import * as React from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { OnboardingEmptyState } from '@/components/onboarding/onboarding-empty-state';
import { Button } from '@/components/ui/button';
import { InvoicePreviewDialog } from '@/features/invoices/components/invoice-preview-dialog';
import { ProfileInvoicesDialog } from '@/features/recurring/components/profile-invoices-dialog';
import { RecurringInvoiceDialog } from '@/features/recurring/components/recurring-invoice-dialog';
import { RecurringList } from '@/features/recurring/components/recurring-list';
import { useMakeRecurring } from '@/features/recurring/components/use-make-recurring';

function NewRecurringButton({ children, onClick }: React.ComponentProps<'button'>) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {children ?? <Trans>New Recurring Invoice</Trans>}
    </Button>
  );
}

/** Issue 13: recurring profiles; each one's invoices open in the invoice view of the Invoices page. */
export function RecurringPage() {
  const [editing, setEditing] = React.useState<{ profile: RecurringInvoice | null } | null>(null);
  const [listing, setListing] = React.useState<{ profile: RecurringInvoice; clientName: string } | null>(
    null,
  );
  const [viewing, setViewing] = React.useState<number | null>(null);
  const makeRecurring = useMakeRecurring();
  const create = () => setEditing({ profile: null });
  const { t } = useLingui();

  return (
    <div>
      <PageHeader
        title={t`Recurring Invoices`}
        subtitle={t`Invoices that bill themselves on a schedule`}
        actions={<NewRecurringButton onClick={create} />}
      />
      <RecurringList
        onEdit={(profile) => setEditing({ profile })}
        onViewInvoices={(profile, clientName) => setListing({ profile, clientName })}
        emptyState={
          <OnboardingEmptyState
            variant="recurring"
            action={
              <NewRecurringButton onClick={create}>
                <Trans>Create Recurring Invoice</Trans>
              </NewRecurringButton>
            }
          />
        }
      />
      <RecurringInvoiceDialog
        open={editing !== null || makeRecurring.invoice !== null}
        profile={editing?.profile}
        fromInvoice={makeRecurring.invoice}
        onOpenChange={(open) => {
          if (open) return;
          setEditing(null);
          makeRecurring.clear();
        }}
      />
      <ProfileInvoicesDialog
        target={listing}
        onOpenChange={(open) => !open && setListing(null)}
        onViewInvoice={setViewing}
      />
      <InvoicePreviewDialog
        invoiceId={viewing}
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
      />
    </div>
  );
}
