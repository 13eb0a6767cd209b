import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { formatMoney } from '@shared/currency';
import { fromCents, toCents } from '@shared/money';
import type { VatByRateRow } from '@shared/reports';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { vatRowLabel } from '../labels';
import { ScrollTable } from './scroll-table';

const total = (rows: VatByRateRow[], pick: (r: VatByRateRow) => string) =>
  fromCents(rows.reduce((cents, r) => cents + toCents(pick(r)), 0));

/**
 * The rows of a company without VAT: its charged rates as they are, everything invoiced without tax
 * (zero rated, not subject, exempt) in one row per currency, which no category tells apart there.
 */
function withoutCategories(rows: VatByRateRow[]): VatByRateRow[] {
  const untaxed = new Map<string, VatByRateRow>();
  const out: VatByRateRow[] = [];
  for (const row of rows) {
    if (row.category === 'S') {
      out.push(row);
      continue;
    }
    const seen = untaxed.get(row.currency);
    if (!seen) {
      const first = { ...row, category: 'Z' as const, rate: '0.00' };
      untaxed.set(row.currency, first);
      out.push(first);
      continue;
    }
    seen.taxableAmount = fromCents(toCents(seen.taxableAmount) + toCents(row.taxableAmount));
    seen.taxAmount = fromCents(toCents(seen.taxAmount) + toCents(row.taxAmount));
  }
  return out;
}

/**
 * The VAT invoiced in the period, one row per rate ("VAT 19 %", "Reverse charge"), with a total per
 * currency: what the invoices listed below charged, less their credit notes (docs/decisions/006). A
 * company without VAT (a US company) sees "Tax by Rate", "Tax 8.875 %" and "Not taxed".
 */
export function VatByRate({
  rows: answered,
  vat = true,
}: {
  rows: VatByRateRow[];
  /** The company's country levies a VAT (shared/tax.ts isVatCountry); false: "Tax by Rate". */
  vat?: boolean;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const rows = vat ? answered : withoutCategories(answered);
  const currencies = [...new Set(rows.map((r) => r.currency))];
  return (
    <Card data-testid="vat-by-rate">
      <CardHeader>
        <CardTitle>{vat ? <Trans>VAT by Rate</Trans> : <Trans>Tax by Rate</Trans>}</CardTitle>
        <CardDescription>
          {vat ? (
            <Trans>VAT invoiced in this period, less the credit notes issued in it</Trans>
          ) : (
            <Trans>Tax invoiced in this period, less the credit notes issued in it</Trans>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No invoices issued in this period.</Trans>
          </p>
        ) : (
          <ScrollTable label={vat ? t`VAT by rate` : t`Tax by rate`}>
            <TableHeader>
              <TableRow>
                <TableHead>
                  <Trans context="tax rate">Rate</Trans>
                </TableHead>
                <TableHead className="text-right">
                  <Trans>Net</Trans>
                </TableHead>
                <TableHead className="text-right">{vat ? <Trans>VAT</Trans> : <Trans>Tax</Trans>}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={`${r.currency} ${r.category} ${r.rate}`}>
                  <TableCell>{vatRowLabel(i18n, r, vat)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(r.taxableAmount, r.currency)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatMoney(r.taxAmount, r.currency)}
                  </TableCell>
                </TableRow>
              ))}
              {currencies.map((currency) => {
                const inCurrency = rows.filter((r) => r.currency === currency);
                return (
                  <TableRow key={`total ${currency}`} className="font-medium">
                    <TableCell>
                      {currencies.length > 1
                        ? t`Total in ${currency}`
                        : t({ message: 'Total', context: 'sum row' })}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(
                        total(inCurrency, (r) => r.taxableAmount),
                        currency,
                      )}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(
                        total(inCurrency, (r) => r.taxAmount),
                        currency,
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
}
