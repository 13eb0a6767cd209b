import { zodResolver } from '@hookform/resolvers/zod';
import type { ForgotPasswordInput } from '@shared/auth';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { forgotPasswordInputSchema, useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-md bg-secondary p-4 text-sm text-secondary-foreground">
        {request.data.message} The link works for one hour.
      </p>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onError: (error) =>
        toast({
          title: 'Request failed',
          description: errorMessage(error, 'Something went wrong. Please try again.'),
          variant: 'destructive',
        }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label="Email" error={form.formState.errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <Button type="submit" disabled={request.isPending} className="w-full">
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
