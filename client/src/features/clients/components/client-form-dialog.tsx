import { zodResolver } from '@hookform/resolvers/zod';
import type { Client, ClientInput, ClientValues } from '@shared/clients';
import * as React from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { clientInputSchema, useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';

const EMPTY: ClientInput = { name: '', email: '', phone: '', address: '' };

function toFormValues(client?: Client): ClientInput {
  if (!client) return EMPTY;
  return { name: client.name, email: client.email, phone: client.phone ?? '', address: client.address ?? '' };
}

/** "Add New Client" without a client, "Edit Client" with one. */
export function ClientFormDialog({
  open,
  onOpenChange,
  client,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client?: Client;
}) {
  const creation = useCreateClient();
  const update = useUpdateClient();
  const pending = creation.isPending || update.isPending;
  const form = useForm<ClientInput, unknown, ClientValues>({
    resolver: zodResolver(clientInputSchema),
    defaultValues: toFormValues(client),
  });
  const { errors } = form.formState;

  React.useEffect(() => {
    if (open) form.reset(toFormValues(client));
  }, [open, client, form]);

  const onError = (action: 'create' | 'update') => (error: unknown) => {
    if (error instanceof ApiError) {
      for (const [path, message] of Object.entries(error.fieldErrors)) {
        if (path in EMPTY) form.setError(path as keyof ClientInput, { message });
      }
    }
    toast({
      title: `Failed to ${action} client`,
      description: errorMessage(error, 'Please try again.'),
      variant: 'destructive',
    });
  };

  const onSubmit = form.handleSubmit((values) => {
    const done = (verb: string) => () => {
      toast({ title: `Client ${verb} successfully`, variant: 'success' });
      onOpenChange(false);
    };
    if (client) {
      update.mutate({ id: client.id, ...values }, { onSuccess: done('updated'), onError: onError('update') });
    } else {
      creation.mutate(values, { onSuccess: done('created'), onError: onError('create') });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{client ? 'Edit Client' : 'Add New Client'}</DialogTitle>
          <DialogDescription>
            {client
              ? `Update the contact details of ${client.clientId}.`
              : 'Name and email are required; invoices and reminders go to this email.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Name" error={errors.name?.message}>
            {(f) => <Input {...f} autoComplete="organization" {...form.register('name')} />}
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            {(f) => <Input {...f} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            {(f) => <Input {...f} type="tel" autoComplete="tel" {...form.register('phone')} />}
          </FormField>
          <FormField label="Address" error={errors.address?.message}>
            {(f) => <Textarea {...f} rows={3} autoComplete="street-address" {...form.register('address')} />}
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : client ? 'Save Changes' : 'Save Client'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
