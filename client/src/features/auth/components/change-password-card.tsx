import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChangePasswordInput } from '@shared/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { changePasswordInputSchema, useChangePassword } from '../api/change-password';
import { PasswordInput } from './password-input';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password while signed in (issue #22 item 17): the other sessions end, this one stays. */
export function ChangePasswordCard() {
  const { t } = useLingui();
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (data) => {
        form.reset(EMPTY);
        toast({ title: t`Password changed`, description: data.message, variant: 'success' });
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        for (const [path, message] of Object.entries(fields)) {
          if (path in EMPTY)
            form.setError(path as keyof ChangePasswordInput, { message }, { shouldFocus: true });
        }
        if (Object.keys(fields).length === 0) {
          toast({
            title: t`Password not changed`,
            description: errorMessage(error, t`Something went wrong. Please try again.`),
            variant: 'destructive',
          });
        }
      },
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Change Password</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Your other devices are signed out; this one stays signed in.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-sm">
          <FormField label={t`Current password`} error={errors.currentPassword?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <FormField
            label={t`New password`}
            hint={t`At least 8 characters, with an uppercase and a lowercase letter and a number.`}
            error={errors.newPassword?.message}
          >
            {(field) => (
              <PasswordInput {...field} autoComplete="new-password" {...form.register('newPassword')} />
            )}
          </FormField>
          <FormField label={t`Confirm new password`} error={errors.confirmPassword?.message}>
            {(field) => (
              <PasswordInput {...field} autoComplete="new-password" {...form.register('confirmPassword')} />
            )}
          </FormField>
          <div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? <Trans>Changing...</Trans> : <Trans>Change Password</Trans>}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
