import { PageHeader } from '@/components/layout/page-header';
import { RemindersOnHoldNotice } from '@/components/onboarding/reminders-on-hold-notice';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ReminderDashboard } from '@/features/reminders/components/reminder-dashboard';
import { TemplateManager } from '@/features/reminders/components/template-manager';

export function RemindersPage() {
  return (
    <div>
      <PageHeader title="Reminders" subtitle="Track payment reminders and manage reminder settings" />
      <RemindersOnHoldNotice className="mb-6" />
      <Tabs defaultValue="dashboard">
        <TabsList>
          <TabsTrigger value="dashboard">Reminder Dashboard</TabsTrigger>
          <TabsTrigger value="settings">Reminder Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard">
          <ReminderDashboard />
        </TabsContent>
        <TabsContent value="settings">
          <TemplateManager />
        </TabsContent>
      </Tabs>
    </div>
  );
}
