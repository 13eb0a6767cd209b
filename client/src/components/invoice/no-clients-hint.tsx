import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** Under a client select: a link to the Clients page while there are no clients to choose from. */
export function noClientsHint(clients: unknown[] | undefined) {
  if (clients?.length !== 0) return undefined;
  return (
    <Trans>
      No clients yet.{' '}
      <Link className="text-primary underline" to="/clients">
        Add your first client
      </Link>
    </Trans>
  );
}
