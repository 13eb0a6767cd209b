import { PageHeader } from '@/components/layout/page-header';

export function ClientsPage() {
  return <PageHeader title="Clients" subtitle="Manage your clients and their contact details" />;
}
