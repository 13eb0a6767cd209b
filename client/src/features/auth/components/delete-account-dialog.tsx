import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '@/api/get-user';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountDialog() {
  const { t } = useLingui();
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
        toast({ title: t`Failed to delete account`, variant: 'destructive' });
      },
    });

  return (
    <ConfirmDialog
      open={open}
      title={t`Are you absolutely sure?`}
      description={t`This action cannot be undone. This will permanently delete your account and all of your data, including invoices, clients and settings.`}
      confirmLabel={t`Yes, Delete My Account`}
      pendingLabel={t`Deleting...`}
      pending={deletion.isPending}
      onConfirm={confirm}
      onOpenChange={setOpen}
      trigger={
        <Button variant="destructive">
          <Trans>Delete My Account</Trans>
        </Button>
      }
    />
  );
}
