import { ownLogoUrl } from '@shared/company-logo';
import { companyDisplayName } from '@shared/invoice-document';
import { paymentInformationRows } from '@shared/payment-information';
import type { CompanySettings } from '@shared/settings';
import { type DocumentData, InvoiceDocumentView } from '@/components/invoice/invoice-document-view';

/** The invoice as a document, the same content as its PDF (SPEC §2 Invoice Preview), with the company from settings. */
export function InvoiceDocument({
  data,
  settings,
}: {
  data: DocumentData;
  settings: CompanySettings | undefined;
}) {
  return (
    <InvoiceDocumentView
      data={data}
      company={{
        name: companyDisplayName(settings?.companyName),
        email: settings?.email,
        phone: settings?.phone,
        website: settings?.website,
        address: settings?.address,
        taxId: settings?.taxId,
        logoUrl: ownLogoUrl(settings?.logo),
      }}
      paymentInstructions={settings?.paymentInstructions}
      paymentInformation={settings ? paymentInformationRows(settings.country, settings) : []}
    />
  );
}
