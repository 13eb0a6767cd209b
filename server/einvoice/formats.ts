/**
 * The e-invoice formats Duely writes (issue 4/6) and what each declares as its specification
 * identifier (BT-24), by which a recipient — and the validators — pick the rules that apply.
 */
import type { EInvoiceFormat } from '@shared/e-invoice';

export { E_INVOICE_FORMAT_LABELS, E_INVOICE_FORMATS, type EInvoiceFormat } from '@shared/e-invoice';

export type EInvoiceSyntax = 'cii' | 'ubl';

const EN16931 = 'urn:cen.eu:en16931:2017';
const XRECHNUNG = `${EN16931}#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0`;
const PEPPOL = `${EN16931}#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0`;
/** BT-23: Peppol's billing process, which XRechnung also requires (PEPPOL-EN16931-R001 in both rule sets). */
const BILLING_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export interface EInvoiceFormatSpec {
  syntax: EInvoiceSyntax;
  /** BT-24. */
  specification: string;
  /** BT-23, the business process; Peppol and XRechnung require it (PEPPOL-EN16931-R001). */
  businessProcess: string | null;
  xrechnung: boolean;
  peppol: boolean;
  /** What the file is called after the document's number: INV-1003-xrechnung.xml. */
  fileSuffix: string;
}

export const E_INVOICE_FORMAT_SPECS: Record<EInvoiceFormat, EInvoiceFormatSpec> = {
  // The Factur-X / ZUGFeRD EN 16931 ("COMFORT") profile declares the plain EN 16931 identifier:
  // its XML is the plain CII one, embedded in the PDF as factur-x.xml.
  facturx: spec('cii', EN16931, 'factur-x'),
  'xrechnung-cii': {
    ...spec('cii', XRECHNUNG, 'xrechnung'),
    businessProcess: BILLING_PROCESS,
    xrechnung: true,
  },
  'xrechnung-ubl': {
    ...spec('ubl', XRECHNUNG, 'xrechnung'),
    businessProcess: BILLING_PROCESS,
    xrechnung: true,
  },
  peppol: {
    ...spec('ubl', PEPPOL, 'peppol'),
    businessProcess: BILLING_PROCESS,
    peppol: true,
  },
  cii: spec('cii', EN16931, 'cii'),
  ubl: spec('ubl', EN16931, 'ubl'),
};

function spec(syntax: EInvoiceSyntax, specification: string, fileSuffix: string): EInvoiceFormatSpec {
  return { syntax, specification, businessProcess: null, xrechnung: false, peppol: false, fileSuffix };
}
