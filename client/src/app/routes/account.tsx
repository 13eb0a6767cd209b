import { Trans, useLingui } from '@lingui/react/macro';
import { displayName } from '@shared/names';
import { useUser } from '@/api/get-user';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ChangePasswordCard } from '@/features/auth/components/change-password-card';
import { DeleteAccountDialog } from '@/features/auth/components/delete-account-dialog';
import { LanguageCard } from '@/features/auth/components/language-card';
import { RestartTourCard } from '@/features/tour/components/restart-tour-card';

export function AccountPage() {
  const { user } = useUser();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t`Account Settings`} subtitle={t`Your profile and account`} />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Account Information</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>The name and email you signed up with.</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label={<Trans>Full Name</Trans>}>
              {(f) => <Input {...f} readOnly value={displayName(user)} />}
            </FormField>
            <FormField label={<Trans>Email Address</Trans>}>
              {(f) => <Input {...f} readOnly value={user?.email ?? ''} />}
            </FormField>
          </CardContent>
        </Card>
        <LanguageCard />
        <ChangePasswordCard />
        <RestartTourCard />
        <Card className="border-red-200">
          <CardHeader>
            <CardTitle className="text-destructive">
              <Trans>Danger Zone</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>
                Deleting your account removes all of your invoices, clients, reminders and settings for good.
              </Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <DeleteAccountDialog />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
