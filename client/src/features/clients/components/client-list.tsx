import { Trans, useLingui } from '@lingui/react/macro';
import type { Client } from '@shared/clients';
import { UserPlus } from 'lucide-react';
import * as React from 'react';
import { OnboardingEmptyState } from '@/components/onboarding/onboarding-empty-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Pagination, pageOf, usePage } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteClient } from '../api/delete-client';
import { useClients } from '../api/get-clients';
import { matchingClients } from '../utils/matching-clients';
import { ClientCard } from './client-card';
import { DeleteClientDialog } from './delete-client-dialog';

const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
/** Cards per page: whole rows of the two- and three-column grids. */
const CLIENT_PAGE_SIZE = 48;

function ClientCardSkeleton() {
  return (
    <Card data-testid="client-card-skeleton">
      <CardContent className="grid gap-3">
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-1/2" />
      </CardContent>
    </Card>
  );
}

function EmptyClients({ onAdd }: { onAdd: () => void }) {
  return (
    <OnboardingEmptyState
      variant="clients"
      action={
        <Button onClick={onAdd}>
          <UserPlus />
          <Trans>Add Client</Trans>
        </Button>
      }
    />
  );
}

/**
 * The card grid with its loading, empty and error states, a search over the loaded clients and pages
 * of 48 cards; deleting asks in a styled dialog that tells how many invoices the client has.
 */
export function ClientList({ onAdd, onEdit }: { onAdd: () => void; onEdit: (client: Client) => void }) {
  const { t } = useLingui();
  const clients = useClients();
  const deletion = useDeleteClient();
  const [search, setSearch] = React.useState('');
  const q = search.trim();
  const [page, setPage] = usePage(q);

  const [deleting, setDeleting] = React.useState<Client | null>(null);

  const remove = (client: Client) => {
    deletion.mutate(client.id, {
      onSuccess: () => toast({ title: t`Client deleted successfully`, variant: 'success' }),
      onError: (error) => {
        toast({
          title: t`Failed to delete client`,
          description: errorMessage(error, t`Please try again.`),
          variant: 'destructive',
        });
        // An invoice made meanwhile (409): show the client's current count.
        if (error instanceof ApiError && error.status === 409) clients.refetch();
      },
      onSettled: () => setDeleting(null),
    });
  };

  if (clients.isPending) {
    return (
      <div className={grid} aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading clients…</Trans>
        </span>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ClientCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (clients.isError) {
    return (
      <Card className="items-center px-6 py-10 text-center" role="alert">
        <p className="font-medium">
          <Trans>Your clients could not be loaded.</Trans>
        </p>
        <p className="text-sm text-muted-foreground">{errorMessage(clients.error, clients.error.message)}</p>
        <Button variant="outline" onClick={() => clients.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  }
  if (clients.data.length === 0) return <EmptyClients onAdd={onAdd} />;
  const matching = matchingClients(clients.data, q);
  const shown = pageOf(matching, page, CLIENT_PAGE_SIZE);
  const query = q;
  return (
    <div className="grid gap-6">
      <SearchField
        label={t`Search clients`}
        placeholder={t`Name, email, phone or client code`}
        value={search}
        onValueChange={setSearch}
        className="max-w-md"
      />
      {matching.length === 0 ? (
        <Card className="items-center px-6 py-10 text-center">
          <p className="font-medium">
            <Trans>No clients match “{query}”</Trans>
          </p>
          <Button variant="outline" onClick={() => setSearch('')}>
            <Trans>Clear search</Trans>
          </Button>
        </Card>
      ) : (
        <ul className={grid} aria-label={t`Clients`}>
          {shown.items.map((client) => (
            <li key={client.id} className="grid">
              <ClientCard
                client={client}
                onEdit={() => onEdit(client)}
                onDelete={() => setDeleting(client)}
                deleting={deletion.isPending && deletion.variables === client.id}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label={t`Clients`}
        page={shown.page}
        pageSize={CLIENT_PAGE_SIZE}
        total={matching.length}
        onPageChange={setPage}
      />
      <DeleteClientDialog
        client={deleting}
        pending={deletion.isPending}
        onConfirm={() => deleting && remove(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </div>
  );
}
