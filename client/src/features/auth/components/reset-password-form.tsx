import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResetPasswordInput } from '@shared/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { resetPasswordInputSchema, useResetPassword } from '../api/reset-password';
import { PasswordInput } from './password-input';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (data) => {
        toast({ title: t`Password changed`, description: data.message, variant: 'success' });
        navigate('/login');
      },
      onError: (error) =>
        toast({
          title: t`Reset failed`,
          description: errorMessage(error, t`Something went wrong. Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {errors.token && (
        <p role="alert" className="text-sm text-destructive">
          {errors.token.message}
        </p>
      )}
      <FormField label={t`New password`} error={errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField label={t`Confirm new password`} error={errors.confirmPassword?.message}>
        {(field) => (
          <PasswordInput {...field} autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? <Trans>Saving...</Trans> : <Trans>Set new password</Trans>}
      </Button>
    </form>
  );
}
