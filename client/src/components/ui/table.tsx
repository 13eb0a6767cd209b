import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return (
    // A table wider than a phone scrolls sideways; the scroll box takes focus so keyboards can scroll it.
    <div
      // biome-ignore lint/a11y/noNoninteractiveTabindex: axe scrollable-region-focusable
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}
export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}
export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}
export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('border-b transition-colors hover:bg-muted/50', className)} {...props} />;
}
export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn(
        'h-10 px-2 text-left align-middle font-medium text-muted-foreground whitespace-nowrap',
        className,
      )}
      {...props}
    />
  );
}
/**
 * A column header that sorts its table: a button inside the header, and `aria-sort` on the one
 * column the rows are sorted by (ARIA asks for it on one header at a time).
 */
export function SortableTableHead({
  direction,
  onSort,
  className,
  children,
}: {
  /** Set on the column the rows are sorted by. */
  direction?: 'asc' | 'desc';
  onSort: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className={className}
    >
      <button
        type="button"
        onClick={onSort}
        className={cn(
          '-mx-2 inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
          direction && 'text-foreground',
        )}
      >
        {children}
        <Icon className={cn('size-3.5', !direction && 'opacity-40')} aria-hidden="true" />
      </button>
    </TableHead>
  );
}
export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('px-2 py-3 align-middle whitespace-nowrap', className)} {...props} />;
}
export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
