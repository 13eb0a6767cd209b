import { zodResolver } from '@hookform/resolvers/zod';
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
        toast({ title: 'Password changed', description: data.message, variant: 'success' });
        navigate('/login');
      },
      onError: (error) =>
        toast({
          title: 'Reset failed',
          description: errorMessage(error, 'Something went wrong. Please try again.'),
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
      <FormField label="New password" error={errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(field) => (
          <PasswordInput {...field} autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" disabled={reset.isPending} className="w-full">
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
