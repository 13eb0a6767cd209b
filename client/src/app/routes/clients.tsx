import { Trans, useLingui } from '@lingui/react/macro';
import type { Client } from '@shared/clients';
import { UserPlus } from 'lucide-react';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useClients } from '@/features/clients/api/get-clients';
import { ClientFormDialog } from '@/features/clients/components/client-form-dialog';
import { ClientList } from '@/features/clients/components/client-list';

/**
 * `/clients?edit=3` opens client 3's edit dialog (the e-invoice check links there), `/clients?new=1`
 * the form for a new client (the onboarding's Add Client); the address then loses the parameter.
 */
function useDialogFromAddress(openDialog: (client?: Client) => void) {
  const [params, setParams] = useSearchParams();
  const clients = useClients();
  const id = Number(params.get('edit'));
  const client = clients.data?.find((c) => c.id === id);
  const adding = params.has('new');
  React.useEffect(() => {
    if (!client && !adding) return;
    openDialog(client);
    setParams(
      (p) => {
        p.delete('edit');
        p.delete('new');
        return p;
      },
      { replace: true },
    );
  }, [client, adding, openDialog, setParams]);
}

export function ClientsPage() {
  const [dialog, setDialog] = React.useState<{ open: boolean; client?: Client }>({ open: false });
  const openDialog = React.useCallback((client?: Client) => setDialog({ open: true, client }), []);
  useDialogFromAddress(openDialog);
  const { t } = useLingui();

  return (
    <>
      <PageHeader
        title={t`Clients`}
        subtitle={t`Manage your clients and their contact details`}
        actions={
          <Button onClick={() => openDialog()}>
            <UserPlus />
            <Trans>Add Client</Trans>
          </Button>
        }
      />
      <ClientList onAdd={() => openDialog()} onEdit={openDialog} />
      <ClientFormDialog
        open={dialog.open}
        client={dialog.client}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </>
  );
}
