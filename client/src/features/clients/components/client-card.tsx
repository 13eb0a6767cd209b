import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { placeLines } from '@shared/address-format';
import type { Client } from '@shared/clients';
import { countryName } from '@shared/countries';
import { CLIENT_E_INVOICE_FORMAT_LABELS } from '@shared/e-invoice';
import { languageOf } from '@shared/i18n/languages';
import { FileCode2, Landmark, Languages, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DestructiveGap } from '@/components/ui/destructive-gap';
import { interfaceLocale } from '@/lib/i18n';
import { LANGUAGE_LABELS } from '../utils/labels';

/**
 * Street lines, postal code, city and region in the country's order (shared/address-format.ts:
 * "75001 Paris", "New York, NY 10118"), then the country in the interface's language (always: the
 * card has no company to compare with).
 */
function addressText(client: Client): string {
  const place = placeLines(client, client.country);
  return [client.address, ...place, countryName(client.country, interfaceLocale())]
    .filter(Boolean)
    .join('\n');
}

/** The e-invoice format and buyer reference the client's invoices carry, when it has either. */
function EInvoiceLine({ client }: { client: Client }) {
  const reference = client.buyerReference;
  const format = CLIENT_E_INVOICE_FORMAT_LABELS[client.eInvoiceFormat];
  if (!reference) return format;
  if (client.eInvoiceFormat === 'pdf')
    return (
      <Trans>
        Reference <span className="font-mono text-foreground">{reference}</span>
      </Trans>
    );
  return (
    <Trans>
      {format}, reference <span className="font-mono text-foreground">{reference}</span>
    </Trans>
  );
}

export function ClientCard({
  client,
  onEdit,
  onDelete,
  deleting,
}: {
  client: Client;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t, i18n } = useLingui();
  const name = client.name;
  const invoiceCount = client.invoiceCount;
  const vatId = client.vatId;
  return (
    <Card className="gap-3" data-testid="client-card">
      <CardHeader className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1.5">
          <Badge variant="muted" className="font-mono">
            {client.clientId}
          </Badge>
          <h2 className="line-clamp-2 break-words text-lg font-semibold">{client.name}</h2>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" aria-label={t`Edit ${name}`} onClick={onEdit}>
            <Pencil />
          </Button>
          <DestructiveGap />
          <Button
            variant="ghost"
            size="icon"
            aria-label={t`Delete ${name}`}
            onClick={onDelete}
            disabled={deleting}
            className="text-destructive hover:text-destructive"
          >
            <Trash2 />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-muted-foreground">
        <p data-testid="client-invoice-count">
          {invoiceCount === 0 ? (
            <Trans>No invoices yet</Trans>
          ) : (
            <Plural value={invoiceCount} one="# invoice" other="# invoices" />
          )}
        </p>
        <p className="flex min-w-0 items-center gap-2">
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">
            <Trans>Email:</Trans>
          </span>
          <a
            href={`mailto:${client.email}`}
            className="truncate text-foreground underline-offset-4 hover:underline"
          >
            {client.email}
          </a>
        </p>
        {client.phone && (
          <p className="flex items-center gap-2">
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">
              <Trans>Phone:</Trans>
            </span>
            <span>{client.phone}</span>
          </p>
        )}
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">
            <Trans>Address:</Trans>
          </span>
          <span className="whitespace-pre-line break-words">{addressText(client)}</span>
        </p>
        {vatId && (
          <p className="flex items-center gap-2">
            <Landmark className="size-4 shrink-0" aria-hidden="true" />
            <span>
              <Trans>
                VAT ID <span className="font-mono text-foreground">{vatId}</span>
              </Trans>
            </span>
          </p>
        )}
        {/* What the client's documents and emails speak, and whom the emails greet (issue 5/6). */}
        <p className="flex items-start gap-2" data-testid="client-language">
          <Languages className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">
            <span className="sr-only">
              <Trans>Language:</Trans>{' '}
            </span>
            {i18n._(LANGUAGE_LABELS[languageOf(client.language)])}
            {client.contactName && (
              <>
                {' · '}
                <span className="sr-only">
                  <Trans>Contact:</Trans>{' '}
                </span>
                {client.contactName}
              </>
            )}
          </span>
        </p>
        {(client.eInvoiceFormat !== 'pdf' || client.buyerReference) && (
          <p className="flex items-start gap-2" data-testid="client-e-invoice">
            <FileCode2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="break-words">
              <EInvoiceLine client={client} />
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
