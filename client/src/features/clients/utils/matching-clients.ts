import type { Client } from '@shared/clients';

/** The clients whose name, email, phone or client code holds `q`, ignoring case; all of them for no `q`. */
export function matchingClients(clients: Client[], q: string): Client[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return clients;
  return clients.filter((c) =>
    [c.name, c.email, c.phone, c.clientId].some((field) => field?.toLowerCase().includes(needle)),
  );
}
