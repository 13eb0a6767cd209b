import { Trans } from '@lingui/react/macro';
import { canDo } from '@shared/invoice-lifecycle';
import type { InvoiceWithItems } from '@shared/invoices';
import * as React from 'react';
import { creditNotePdfUrl } from '@/api/credit-note-pdf';
import { CreditNoteEInvoiceMenu } from '@/components/e-invoice/credit-note-e-invoice-menu';
import { CreditNoteLinks } from '@/components/invoice/credit-note-links';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivityList } from './activity-list';
import { EInvoiceReadinessPanel } from './e-invoice-readiness-panel';
import { InvoiceSummary } from './invoice-summary';
import { InvoiceViewActions } from './invoice-view-actions';
import { PaymentList } from './payment-list';
import { ShareLinkActions } from './share-link-actions';

/**
 * A saved invoice: where its money stands and the credit notes against it, what can be done with it,
 * then the document, payments and history.
 */
export function InvoiceView({
  invoice,
  document,
  onShowInvoice,
  onCorrected,
  onClose,
  downloadPdf,
  downloading,
}: {
  invoice: InvoiceWithItems;
  document: React.ReactNode;
  onShowInvoice: (id: number) => void;
  onCorrected: (draft: InvoiceWithItems) => void;
  onClose: () => void;
  downloadPdf: (id: number) => void;
  downloading: boolean;
}) {
  const [editing, setEditing] = React.useState<{ field?: string } | null>(null);
  return (
    <div className="grid min-w-0 gap-4">
      <InvoiceSummary invoice={invoice} />
      <CreditNoteLinks
        currency={invoice.currency}
        notes={invoice.creditNotes.map((note) => ({
          ...note,
          number: note.creditNoteNumber,
          pdfUrl: creditNotePdfUrl(note.id),
        }))}
        actions={(note) => (
          <CreditNoteEInvoiceMenu note={note} clientId={invoice.clientId} appearance="link" />
        )}
      />
      <InvoiceViewActions
        invoice={invoice}
        onShowInvoice={onShowInvoice}
        onCorrected={onCorrected}
        onClose={onClose}
        downloadPdf={downloadPdf}
        downloading={downloading}
        editing={editing}
        onEdit={setEditing}
      />
      <ShareLinkActions key={`share-${invoice.id}`} invoice={invoice} />
      <EInvoiceReadinessPanel
        invoice={invoice}
        onEditField={canDo(invoice, 'edit') ? (field) => setEditing({ field }) : undefined}
      />
      {/* Keyed by invoice: a duplicate opens on its document, not on the tab the original was left on. */}
      <Tabs key={`tabs-${invoice.id}`} defaultValue="document">
        <TabsList>
          <TabsTrigger value="document">
            <Trans>Invoice</Trans>
          </TabsTrigger>
          <TabsTrigger value="payments">
            <Trans>Payments</Trans>
          </TabsTrigger>
          <TabsTrigger value="activity">
            <Trans>Activity</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="document">{document}</TabsContent>
        <TabsContent value="payments">
          <PaymentList invoice={invoice} />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityList invoiceId={invoice.id} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
