import { PageHeader } from '@/components/layout/page-header';

export function InvoicesPage() {
  return <PageHeader title="Invoices" subtitle="Create, send and track your invoices" />;
}
