import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ForgotPasswordInput } from '@shared/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { forgotPasswordInputSchema, useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const { t } = useLingui();
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    // The server's answer ("If an account exists …"), then how long the link lasts.
    const message = request.data.message;
    return (
      <p role="status" className="rounded-md bg-secondary p-4 text-sm text-secondary-foreground">
        <Trans>{message} The link works for one hour.</Trans>
      </p>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) =>
        toast({
          title: t`Request failed`,
          description: errorMessage(error, t`Something went wrong. Please try again.`),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={t`Email`} error={form.formState.errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? <Trans>Sending...</Trans> : <Trans>Send reset link</Trans>}
      </Button>
    </form>
  );
}
