import { displayName } from '@shared/names';
import { useUser } from '@/api/get-user';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ChangePasswordCard } from '@/features/auth/components/change-password-card';
import { DeleteAccountDialog } from '@/features/auth/components/delete-account-dialog';
import { RestartTourCard } from '@/features/tour/components/restart-tour-card';

export function AccountPage() {
  const { user } = useUser();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Account Settings" subtitle="Your profile and account" />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Account Information</CardTitle>
            <CardDescription>The name and email you signed up with.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label="Full Name">
              {(f) => <Input {...f} readOnly value={displayName(user)} />}
            </FormField>
            <FormField label="Email Address">
              {(f) => <Input {...f} readOnly value={user?.email ?? ''} />}
            </FormField>
          </CardContent>
        </Card>
        <ChangePasswordCard />
        <RestartTourCard />
        <Card className="border-red-200">
          <CardHeader>
            <CardTitle className="text-destructive">Danger Zone</CardTitle>
            <CardDescription>
              Deleting your account removes all of your invoices, clients, reminders and settings for good.
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
