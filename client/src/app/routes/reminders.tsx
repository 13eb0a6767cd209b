import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/layout/page-header';
import { RemindersOnHoldNotice } from '@/components/onboarding/reminders-on-hold-notice';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ReminderDashboard } from '@/features/reminders/components/reminder-dashboard';
import { TemplateManager } from '@/features/reminders/components/template-manager';

export function RemindersPage() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader title={t`Reminders`} subtitle={t`Track payment reminders and manage reminder settings`} />
      <RemindersOnHoldNotice className="mb-6" />
      <Tabs defaultValue="dashboard">
        <TabsList>
          <TabsTrigger value="dashboard">
            <Trans>Reminder Dashboard</Trans>
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Trans>Reminder Settings</Trans>
          </TabsTrigger>
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
