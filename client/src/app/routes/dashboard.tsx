import { PageHeader } from '@/components/layout/page-header';

export function DashboardPage() {
  return <PageHeader title="Dashboard" subtitle="Manage your invoices and track payments" />;
}
