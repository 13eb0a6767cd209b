import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { CompanyLogoField } from '@/features/settings/components/company-logo-field';
import { CompanySettingsForm } from '@/features/settings/components/company-settings-form';
import { NotificationPreferencesCard } from '@/features/settings/components/notification-preferences-card';

export function SettingsPage() {
  // `/settings?field=vatId` (the e-invoice check links there) puts the cursor in that field.
  const [params] = useSearchParams();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t`Settings`} subtitle={t`Manage your account and application preferences`} />
      <Tabs defaultValue="company">
        <TabsList>
          <TabsTrigger value="company">
            <Trans>Company Settings</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="company" className="grid gap-6">
          <CompanySettingsForm focusField={params.get('field')} />
          <CompanyLogoField />
          <NotificationPreferencesCard />
        </TabsContent>
      </Tabs>
    </div>
  );
}
