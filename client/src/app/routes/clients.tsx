import type { Client } from '@shared/clients';
import { UserPlus } from 'lucide-react';
import * as React from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ClientFormDialog } from '@/features/clients/components/client-form-dialog';
import { ClientList } from '@/features/clients/components/client-list';

export function ClientsPage() {
  const [dialog, setDialog] = React.useState<{ open: boolean; client?: Client }>({ open: false });
  const openDialog = (client?: Client) => setDialog({ open: true, client });

  return (
    <>
      <PageHeader
        title="Clients"
        subtitle="Manage your clients and their contact details"
        actions={
          <Button onClick={() => openDialog()}>
            <UserPlus />
            Add Client
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
