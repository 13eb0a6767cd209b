import * as React from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { CreateInvoiceDialog } from '@/features/invoices/components/create-invoice-dialog';
import { InvoiceList } from '@/features/invoices/components/invoice-list';
import { NewInvoiceButton } from '@/features/invoices/components/new-invoice-button';

export function InvoicesPage() {
  const [creating, setCreating] = React.useState(false);
  return (
    <div>
      <PageHeader
        title="Invoices"
        subtitle="Create, send and track your invoices"
        actions={<NewInvoiceButton onClick={() => setCreating(true)} />}
      />
      <InvoiceList />
      <CreateInvoiceDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
