import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { INVOICE_SORTS, type InvoiceStatusCounts } from '@shared/invoices';
import { firstOrder } from '@/api/get-invoice-page';
import { ChoiceField } from '@/components/ui/choice-field';
import { SearchField } from '@/components/ui/search-field';
import {
  countFor,
  SORT_LABELS,
  type Sorting,
  STATUS_CHOICES,
  type StatusChoice,
} from '../utils/invoice-list-options';

const ORDER_CHOICES = [
  { value: 'asc', label: msg`Ascending` },
  { value: 'desc', label: msg`Descending` },
] as const;

/**
 * Search, status filter (each choice with its count over the search) and, where the tables become
 * cards and have no headers to click, the sort.
 */
export function InvoiceListToolbar({
  search,
  onSearch,
  status,
  onStatus,
  counts,
  sorting,
  onSorting,
  showSort,
}: {
  search: string;
  onSearch: (text: string) => void;
  status: StatusChoice;
  onStatus: (status: StatusChoice) => void;
  counts: InvoiceStatusCounts;
  sorting: Sorting;
  onSorting: (sorting: Sorting) => void;
  showSort: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end lg:grid-cols-[minmax(0,28rem)_12rem]">
      <SearchField
        label={t`Search invoices`}
        placeholder={t`Invoice number, client name or email`}
        value={search}
        onValueChange={onSearch}
      />
      <ChoiceField
        label={t`Status`}
        value={status}
        onValueChange={onStatus}
        options={STATUS_CHOICES.map((c) => ({
          value: c.value,
          label: `${i18n._(c.label)} (${countFor(c.value, counts)})`,
        }))}
      />
      {showSort && (
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <ChoiceField
            label={t`Sort by`}
            value={sorting.sort}
            onValueChange={(sort) => onSorting({ sort, order: firstOrder(sort) })}
            options={INVOICE_SORTS.map((sort) => ({ value: sort, label: i18n._(SORT_LABELS[sort]) }))}
          />
          <ChoiceField
            label={t`Order`}
            value={sorting.order}
            onValueChange={(order) => onSorting({ ...sorting, order })}
            options={ORDER_CHOICES.map((c) => ({ value: c.value, label: i18n._(c.label) }))}
          />
        </div>
      )}
    </div>
  );
}
