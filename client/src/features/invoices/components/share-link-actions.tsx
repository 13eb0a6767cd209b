import { Trans, useLingui } from '@lingui/react/macro';
import { isIssued } from '@shared/invoice-lifecycle';
import type { Invoice } from '@shared/invoices';
import { Link2, Link2Off } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { useCreateShareLink } from '../api/create-share-link';
import { useRevokeShareLink } from '../api/revoke-share-link';
import { failureToast } from '../utils/failure-toast';

/** The clipboard may be missing (plain http) or refused (no permission): the link field still shows it. */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The invoice's private link for the client (`/i/{token}`): Copy makes it on first need and shows
 * it in a read-only field; Revoke, after a confirmation, makes the old link answer "not valid".
 * Drafts have no link: the server refuses to share them.
 */
export function ShareLinkActions({ invoice }: { invoice: Pick<Invoice, 'id' | 'invoiceNumber' | 'status'> }) {
  const { t } = useLingui();
  const [url, setUrl] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const creating = useCreateShareLink();
  const revoking = useRevokeShareLink();
  const field = React.useRef<HTMLInputElement>(null);
  if (!isIssued(invoice)) return null;
  const number = invoice.invoiceNumber;

  const copy = () =>
    creating.mutate(invoice.id, {
      onSuccess: async (link) => {
        setUrl(link.url);
        if (await copyToClipboard(link.url)) {
          toast({
            title: t`Link copied`,
            description: t`Send it to your client: it shows the invoice and how to pay it.`,
            variant: 'success',
          });
        } else {
          toast({ title: t`Link ready`, description: t`Copy it from the Client link field.` });
          requestAnimationFrame(() => field.current?.select());
        }
      },
      onError: failureToast(t`Failed to create the client link`),
    });

  const revoke = () =>
    revoking.mutate(invoice.id, {
      onSuccess: () => {
        setUrl(null);
        setConfirming(false);
        toast({
          title: t`Link revoked`,
          description: t`The old link no longer opens the invoice.`,
          variant: 'success',
        });
      },
      onError: failureToast(t`Failed to revoke the link`),
    });

  return (
    <div className="grid gap-3" data-testid="share-link">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy} disabled={creating.isPending}>
          <Link2 aria-hidden="true" />{' '}
          {creating.isPending ? <Trans>Creating link...</Trans> : <Trans>Copy client link</Trans>}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
          <Link2Off aria-hidden="true" /> <Trans>Revoke link</Trans>
        </Button>
      </div>
      {url && (
        <FormField
          label={t`Client link`}
          hint={t`Anyone with this link can see this invoice and how to pay it, without signing in.`}
        >
          {(f) => <Input {...f} ref={field} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />}
        </FormField>
      )}

      <ConfirmDialog
        open={confirming}
        title={t`Revoke the client link?`}
        description={t`The link to invoice ${number} stops working at once: whoever opens it is told it is not valid. Copy client link makes a new one.`}
        confirmLabel={t`Revoke Link`}
        pendingLabel={t`Revoking...`}
        pending={revoking.isPending}
        onConfirm={revoke}
        onOpenChange={setConfirming}
      />
    </div>
  );
}
