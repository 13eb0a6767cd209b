import { pageMessages } from '@shared/i18n/messages/page';
import { Skeleton } from '@/components/ui/skeleton';
import { readerLanguage } from '../utils/reader-language';

/** While the invoice (or the page's code) loads: the page's shape, announced once to screen readers. */
export function PublicInvoiceSkeleton() {
  // The invoice's language is not known yet: the reader's browser language, as on a broken link. The
  // text has no arguments, so it is read as written, without the catalog's formatter.
  const language = readerLanguage();
  return (
    <main
      className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-10"
      aria-busy="true"
      lang={language}
    >
      <span className="sr-only" role="status">
        {pageMessages[language]['page.loading']}
      </span>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-56" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-4 rounded-lg border bg-white p-5 sm:p-8">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
        <Skeleton className="h-72 w-full" />
      </div>
    </main>
  );
}
