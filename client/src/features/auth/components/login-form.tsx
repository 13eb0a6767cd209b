import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginInput } from '@shared/auth';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { loginInputSchema, useLogin } from '../api/login';
import { PasswordInput } from './password-input';

export function LoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ notice }) => {
        // Failed attempts (or a pause after too many) since the last sign-in are told here, once.
        toast({ title: t`Login successful`, description: notice ?? t`Welcome back!`, variant: 'success' });
        navigate('/');
      },
      onError: (error) =>
        toast({
          title: t`Login failed`,
          description: errorMessage(error, t`Invalid email or password.`),
          variant: 'destructive',
        }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t`Email`} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label={t`Password`} error={errors.password?.message}>
        {(field) => (
          <PasswordInput {...field} autoComplete="current-password" {...form.register('password')} />
        )}
      </FormField>
      <div className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="text-primary underline-offset-4 hover:underline">
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <Button type="submit" disabled={login.isPending} className="w-full">
        {login.isPending ? <Trans>Signing In...</Trans> : <Trans>Sign In</Trans>}
      </Button>
    </form>
  );
}
