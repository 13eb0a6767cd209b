import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterInput } from '@shared/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { registerInputSchema, useRegister } from '../api/register';
import { PasswordInput } from './password-input';

export function RegisterForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema) as never,
    defaultValues: { email: '', password: '', confirmPassword: '', firstName: '', lastName: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: () => {
        toast({
          title: t`Registration successful`,
          description: t`Welcome to Duely! You're now logged in.`,
          variant: 'success',
        });
        navigate('/');
      },
      onError: (error) =>
        toast({
          title: t`Registration failed`,
          description: errorMessage(error, t`Something went wrong. Please try again.`),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`First name`} error={errors.firstName?.message}>
          {(field) => <Input {...field} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField label={t`Last name`} error={errors.lastName?.message}>
          {(field) => <Input {...field} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField label={t`Email`} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField
        label={t`Password`}
        error={errors.password?.message}
        hint={t`At least 8 characters, with an uppercase letter, a lowercase letter and a number.`}
      >
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <FormField label={t`Confirm password`} error={errors.confirmPassword?.message}>
        {(field) => (
          <PasswordInput {...field} autoComplete="new-password" {...form.register('confirmPassword')} />
        )}
      </FormField>
      <Button type="submit" disabled={registration.isPending} className="w-full">
        {registration.isPending ? <Trans>Creating Account...</Trans> : <Trans>Create Account</Trans>}
      </Button>
    </form>
  );
}
