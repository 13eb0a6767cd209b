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

const SORT_CHOICES = INVOICE_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }));
const ORDER_CHOICES = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
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
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-end lg:grid-cols-[minmax(0,28rem)_12rem]">
      <SearchField
        label="Search invoices"
        placeholder="Invoice number, client name or email"
        value={search}
        onValueChange={onSearch}
      />
      <ChoiceField
        label="Status"
        value={status}
        onValueChange={onStatus}
        options={STATUS_CHOICES.map((c) => ({ ...c, label: `${c.label} (${countFor(c.value, counts)})` }))}
      />
      {showSort && (
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <ChoiceField
            label="Sort by"
            value={sorting.sort}
            onValueChange={(sort) => onSorting({ sort, order: firstOrder(sort) })}
            options={SORT_CHOICES}
          />
          <ChoiceField
            label="Order"
            value={sorting.order}
            onValueChange={(order) => onSorting({ ...sorting, order })}
            options={ORDER_CHOICES}
          />
        </div>
      )}
    </div>
  );
}
