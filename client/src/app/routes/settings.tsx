import { PageHeader } from '@/components/layout/page-header';

export function SettingsPage() {
  return <PageHeader title="Settings" subtitle="Manage your account and application preferences" />;
}
