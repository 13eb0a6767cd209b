import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { csvDialectFor } from '@shared/csv';
import { interfaceLocale } from '@shared/interface-locale';
import {
  type ReportCsvColumn,
  type ReportCsvWords,
  type ReportInvoiceRow,
  type ReportRowType,
  reportCsv,
} from '@shared/reports';
import { invoiceStatusLabel } from '@/components/ui/invoice-status-label';

/** The export's column names (shared/reports.ts REPORT_CSV_COLUMNS; English as SPEC §7 names them). */
const COLUMN_LABELS: Record<ReportCsvColumn, MessageDescriptor> = {
  invoiceNumber: msg({ message: 'Invoice Number', context: 'report CSV column' }),
  client: msg({ message: 'Client', context: 'report CSV column' }),
  amount: msg({ message: 'Amount', context: 'report CSV column' }),
  currency: msg({ message: 'Currency', context: 'report CSV column' }),
  status: msg({ message: 'Status', context: 'report CSV column' }),
  issueDate: msg({ message: 'Issue Date', context: 'report CSV column' }),
  dueDate: msg({ message: 'Due Date', context: 'report CSV column' }),
  amountPaid: msg({ message: 'Amount Paid', context: 'report CSV column' }),
  balanceDue: msg({ message: 'Balance Due', context: 'report CSV column' }),
  type: msg({ message: 'Type', context: 'report CSV column', comment: 'Invoice or credit note' }),
  net: msg({ message: 'Net', context: 'report CSV column', comment: 'The amount before VAT' }),
  tax: msg({ message: 'Tax', context: 'report CSV column', comment: 'The VAT amount' }),
  serviceDate: msg({ message: 'Service Date', context: 'report CSV column' }),
  clientVatId: msg({ message: 'Client VAT ID', context: 'report CSV column' }),
};

/** What a row is, as the Type column names it. */
const ROW_TYPE_LABELS: Record<ReportRowType, MessageDescriptor> = {
  Invoice: msg({ message: 'Invoice', context: 'report row type' }),
  'Credit note': msg`Credit note`,
};

/** A credit note's status: it exists once issued (shared/reports.ts reportStatusLabel). */
const ISSUED = msg`Issued`;

/** The export's words in the interface's language; in English exactly SPEC's and the shared default's. */
export function reportCsvWords(i18n: I18n): ReportCsvWords {
  const columns = Object.fromEntries(
    Object.entries(COLUMN_LABELS).map(([column, label]) => [column, i18n._(label)]),
  ) as Record<ReportCsvColumn, string>;
  return {
    columns,
    status: (row) => (row.type === 'Credit note' ? i18n._(ISSUED) : i18n._(invoiceStatusLabel(row.status))),
    type: (type) => i18n._(ROW_TYPE_LABELS[type]),
  };
}

/**
 * The CSV of these rows as the user's spreadsheet reads it: column names and status words in the
 * interface's language, separator and decimal mark of its locale (German: "1234,56" in fields split
 * by ";"), dates in ISO 8601, UTF-8 with a BOM (docs/decisions/047).
 */
export function localReportCsv(rows: readonly ReportInvoiceRow[], i18n: I18n): string {
  return reportCsv(rows, reportCsvWords(i18n), csvDialectFor(interfaceLocale()));
}
