import { PageHeader } from '@/components/layout/page-header';

export function RemindersPage() {
  return <PageHeader title="Reminders" subtitle="Track payment reminders and manage reminder settings" />;
}
