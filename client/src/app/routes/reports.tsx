import { PageHeader } from '@/components/layout/page-header';

export function ReportsPage() {
  return <PageHeader title="Reports" subtitle="Analyze your revenue, clients and outstanding payments" />;
}
