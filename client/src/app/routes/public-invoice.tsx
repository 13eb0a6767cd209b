import { useParams } from 'react-router';
import { usePublicInvoice } from '@/features/share/api/get-public-invoice';
import { InvalidLink, LoadFailed } from '@/features/share/components/link-problem';
import { PublicInvoiceView } from '@/features/share/components/public-invoice';
import { PublicInvoiceSkeleton } from '@/features/share/components/public-invoice-skeleton';
import { ApiError } from '@/lib/api-client';

/** `/i/:token`, signed in or not: loaded on demand (React.lazy), so the app's bundle does not carry it. */
export function PublicInvoicePage() {
  const { token = '' } = useParams();
  const invoice = usePublicInvoice(token);
  if (invoice.isPending) return <PublicInvoiceSkeleton />;
  if (invoice.isError) {
    return invoice.error instanceof ApiError && invoice.error.status === 404 ? (
      <InvalidLink />
    ) : (
      <LoadFailed onRetry={() => invoice.refetch()} retrying={invoice.isFetching} />
    );
  }
  return <PublicInvoiceView invoice={invoice.data} />;
}
