import { Trans, useLingui } from '@lingui/react/macro';
import type { Invoice } from '@shared/invoices';
import * as React from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { OnboardingEmptyState } from '@/components/onboarding/onboarding-empty-state';
import { CreditNoteList } from '@/features/credit-notes/components/credit-note-list';
import { CreateInvoiceDialog } from '@/features/invoices/components/create-invoice-dialog';
import { InvoiceList } from '@/features/invoices/components/invoice-list';
import { NewInvoiceButton } from '@/features/invoices/components/new-invoice-button';
import { ScheduleRemindersDialog } from '@/features/reminders/components/schedule-reminders-dialog';

export function InvoicesPage() {
  const { t } = useLingui();
  const [creating, setCreating] = React.useState(false);
  const [scheduling, setScheduling] = React.useState<Invoice | null>(null);
  return (
    <div>
      <PageHeader
        title={t`Invoices`}
        subtitle={t`Create, send and track your invoices`}
        actions={<NewInvoiceButton onClick={() => setCreating(true)} />}
      />
      <InvoiceList
        onScheduleReminders={setScheduling}
        emptyState={
          <OnboardingEmptyState
            variant="invoices"
            action={
              <NewInvoiceButton onClick={() => setCreating(true)}>
                <Trans>Create Invoice</Trans>
              </NewInvoiceButton>
            }
          />
        }
      />
      <div className="mt-6">
        <CreditNoteList />
      </div>
      <CreateInvoiceDialog open={creating} onOpenChange={setCreating} />
      <ScheduleRemindersDialog invoice={scheduling} onOpenChange={(open) => !open && setScheduling(null)} />
    </div>
  );
}
