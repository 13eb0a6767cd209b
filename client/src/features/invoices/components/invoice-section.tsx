import { useLingui } from '@lingui/react/macro';
import type { InvoiceStatusCounts } from '@shared/invoices';
import { useQueryClient } from '@tanstack/react-query';
import { invoicePageQueryOptions, useInvoicePage } from '@/api/get-invoice-page';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Pagination, pageCount, usePage } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import {
  countFor,
  SECTION_WORDS,
  type InvoiceSection as Section,
  type Sorting,
} from '../utils/invoice-list-options';
import { InvoiceRowActions, type InvoiceRowHandlers } from './invoice-row-actions';
import { InvoiceRows } from './invoice-rows';

/**
 * One table of the Invoices page ("Pending Invoices (n)"): its own page of the server's list, with
 * the search and sort of the page and the section's status filter. A new search, filter or sort
 * starts again at page 1; while a page loads the previous rows stay, dimmed.
 */
export function InvoiceSection({
  section,
  q,
  sorting,
  onSort,
  counts,
  handlers,
  firstRows,
}: {
  section: Section;
  q: string;
  sorting: Sorting;
  onSort: (sort: Sorting['sort']) => void;
  /** The page's counts, for the title until this table's own answer is in. */
  counts: InvoiceStatusCounts;
  handlers: InvoiceRowHandlers;
  /** Rows drawn in the first frame (InvoiceRows). */
  firstRows?: number;
}) {
  const { i18n } = useLingui();
  const words = SECTION_WORDS[section.status];
  const title = i18n._(section.title);
  const view = `${section.status}|${q}|${sorting.sort}|${sorting.order}`;
  const [page, setPage] = usePage(view);
  const query = useInvoicePage({ page, q, status: section.status, ...sorting });
  // The page Previous or Next would show is asked for when the pointer or focus reaches the button.
  const queryClient = useQueryClient();
  const prefetchPage = (to: number) =>
    void queryClient.prefetchQuery(
      invoicePageQueryOptions({ page: to, q, status: section.status, ...sorting }),
    );
  const data = query.data;
  const loading = query.isFetching && query.isPlaceholderData;

  // Deleting the last rows of the last page leaves it empty: show the page before it.
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  if (data && !query.isPlaceholderData && page > pages) setPage(pages);

  const count = countFor(section.status, data?.counts ?? counts);
  if (section.optional && count === 0) return null;

  return (
    <Card aria-busy={loading || (!data && !query.isError) || undefined}>
      <CardHeader>
        <CardTitle>
          {title} ({count})
        </CardTitle>
      </CardHeader>
      <CardContent className={cn('grid gap-4 px-0 sm:px-2', loading && 'opacity-60 transition-opacity')}>
        {!data && query.isError ? (
          <p role="alert" className="px-5 pb-2 text-sm text-destructive">
            {i18n._(words.failed)}
          </p>
        ) : !data ? (
          <div className="grid gap-3 px-5" role="status" aria-label={i18n._(words.loading)}>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : data.items.length === 0 ? (
          <p className="px-5 pb-2 text-sm text-muted-foreground">
            {q ? i18n._(words.noMatch(q)) : i18n._(section.empty)}
          </p>
        ) : (
          <InvoiceRows
            label={title}
            invoices={data.items}
            amountColumn="amount"
            showEmail
            sorting={{ ...sorting, onSort }}
            actions={(invoice) => <InvoiceRowActions invoice={invoice} handlers={handlers} />}
            testId={(invoice) => `invoice-row-${invoice.id}`}
            firstRows={firstRows}
          />
        )}
        {data && (
          <Pagination
            label={title}
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={setPage}
            onPageIntent={prefetchPage}
            className="px-5"
          />
        )}
      </CardContent>
    </Card>
  );
}
