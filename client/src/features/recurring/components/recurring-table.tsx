import type { I18n } from '@lingui/core';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecurringInvoice } from '@shared/recurring-invoices';
import { Card } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { scheduleInWords } from '../utils/schedule-in-words';
import { ProfileActions, type ProfileHandlers } from './profile-actions';
import { NextIssueDate, ProfileAmount, ProfileSchedule, ProfileStatusBadge } from './profile-parts';

export interface ProfileRowData {
  profile: RecurringInvoice;
  clientName: string;
}

interface ListProps {
  rows: ProfileRowData[];
  taxRate: string | number | undefined;
  handlers: ProfileHandlers;
}

/** "Globex Corporation, Monthly on the 31st". */
const menuName = (i18n: I18n, { profile, clientName }: ProfileRowData) =>
  `${clientName}, ${scheduleInWords(i18n, profile)}`;

/** From md up: one row per profile. */
export function RecurringTable({ rows, taxRate, handlers }: ListProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <Card className="hidden px-2 py-2 md:flex">
      <Table aria-label={t`Recurring invoices`}>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>Client</Trans>
            </TableHead>
            <TableHead>
              <Trans>Amount</Trans>
            </TableHead>
            <TableHead>
              <Trans>Frequency</Trans>
            </TableHead>
            <TableHead>
              <Trans>Next Invoice</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Invoices</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Actions</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.profile.id} data-testid={`recurring-row-${row.profile.id}`}>
              <TableCell className="max-w-56 whitespace-normal break-words font-medium">
                {row.clientName}
              </TableCell>
              <TableCell>
                <ProfileAmount profile={row.profile} taxRate={taxRate} />
              </TableCell>
              <TableCell className="whitespace-normal">
                <ProfileSchedule profile={row.profile} />
              </TableCell>
              <TableCell>
                <NextIssueDate date={row.profile.nextIssueDate} />
              </TableCell>
              <TableCell>
                <ProfileStatusBadge status={row.profile.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{row.profile.invoiceCount}</TableCell>
              <TableCell className="text-right">
                <ProfileActions profile={row.profile} name={menuName(i18n, row)} handlers={handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/** Below md: one card per profile, nothing wider than the phone. */
export function RecurringCards({ rows, taxRate, handlers }: ListProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <ul className="grid gap-3 md:hidden" aria-label={t`Recurring invoices`}>
      {rows.map((row) => (
        <li key={row.profile.id}>
          <Card className="gap-3 px-4 py-4" data-testid={`recurring-card-${row.profile.id}`}>
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0 gap-1">
                <h2 className="break-words font-semibold">{row.clientName}</h2>
                <p className="text-sm text-muted-foreground">
                  <ProfileSchedule profile={row.profile} />
                </p>
              </div>
              <ProfileActions profile={row.profile} name={menuName(i18n, row)} handlers={handlers} />
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">
                  <Trans>Amount</Trans>
                </dt>
                <dd>
                  <ProfileAmount profile={row.profile} taxRate={taxRate} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">
                  <Trans>Next invoice</Trans>
                </dt>
                <dd>
                  <NextIssueDate date={row.profile.nextIssueDate} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">
                  <Trans>Status</Trans>
                </dt>
                <dd>
                  <ProfileStatusBadge status={row.profile.status} />
                </dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">
                  <Trans>Invoices made</Trans>
                </dt>
                <dd className="tabular-nums">{row.profile.invoiceCount}</dd>
              </div>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
