import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { clearSession } from '../api/get-user';

export function DeleteAccountDialog() {
  const [open, setOpen] = React.useState(false);
  const deletion = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        clearSession(queryClient);
        navigate('/login');
      },
      onError: () => {
        setOpen(false);
        toast({ title: 'Failed to delete account', variant: 'destructive' });
      },
    });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete My Account</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you absolutely sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. This will permanently delete your account and all of your data,
            including invoices, clients and settings.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deletion.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={deletion.isPending}>
            {deletion.isPending ? 'Deleting...' : 'Yes, Delete My Account'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
