import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { interfaceLocale } from '@shared/interface-locale';
import type { TaxCategory } from '@shared/money';
import type { AgingBucket, ReportStatusFilter, ReportType, VatByRateRow } from '@shared/reports';

/** SPEC §2 Reports filters: the report types. */
export const REPORT_TYPE_LABELS: Record<ReportType, MessageDescriptor> = {
  overview: msg`Overview`,
  revenue: msg`Revenue`,
  client: msg({ message: 'Client', context: 'report type' }),
  aging: msg`Aging`,
};

/** SPEC §2 Reports filters: the statuses. */
export const STATUS_FILTER_LABELS: Record<ReportStatusFilter, MessageDescriptor> = {
  all: msg`All`,
  paid: msg({ message: 'Paid', context: 'invoices' }),
  pending: msg({ message: 'Pending', context: 'invoices' }),
  overdue: msg({ message: 'Overdue', context: 'invoices' }),
};

/** The aging buckets as the table and the chart's summary name them. */
export const AGING_LABELS: Record<AgingBucket, MessageDescriptor> = {
  current: msg`Current`,
  '1-30': msg`1–30 days`,
  '31-60': msg`31–60 days`,
  '61-90': msg`61–90 days`,
  '90+': msg`Over 90 days`,
};

/** The VAT categories other than a charged rate, as a VAT-by-rate row names them. */
const TAX_CATEGORY_LABELS: Record<Exclude<TaxCategory, 'S'>, MessageDescriptor> = {
  Z: msg`Zero rated`,
  E: msg`Exempt from VAT`,
  AE: msg`Reverse charge`,
  K: msg`Intra-EU supply of goods`,
  G: msg`Export of goods`,
  O: msg`Not subject to VAT`,
};

/**
 * A VAT row's label: "VAT 19 %" for a charged rate, the category's name otherwise ("Reverse charge").
 * A company without VAT (`vat` false, docs/decisions/046) reads "Tax 8.875 %", and "Not taxed" for
 * all it invoiced without tax (no category means anything there).
 */
export function vatRowLabel(i18n: I18n, row: Pick<VatByRateRow, 'category' | 'rate'>, vat = true): string {
  if (row.category === 'S') {
    const rate = new Intl.NumberFormat(interfaceLocale(), { maximumFractionDigits: 2 }).format(
      Number(row.rate),
    );
    return vat ? t(i18n)`VAT ${rate} %` : t(i18n)`Tax ${rate} %`;
  }
  return vat ? i18n._(TAX_CATEGORY_LABELS[row.category]) : t(i18n)`Not taxed`;
}
