import { useLingui } from '@lingui/react/macro';
import { E_INVOICE_FORMAT_LABELS, type EInvoiceFormat } from '@shared/e-invoice';
import { ChevronDown, FileCode2 } from 'lucide-react';
import * as React from 'react';
import { downloadEInvoice } from '@/api/download-e-invoice';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip } from '@/components/ui/tooltip';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** A refused download: the server's message (else `fallback`), and what is missing. */
function refusedToast(error: unknown, fallback: string) {
  const missing = error instanceof ApiError ? Object.values(error.fieldErrors) : [];
  toast({
    title: errorMessage(error, fallback),
    description: missing.length > 0 ? missing.join(' · ') : undefined,
    variant: 'destructive',
  });
}

function useEInvoiceDownload(documentPath: string) {
  const { t } = useLingui();
  const [busy, setBusy] = React.useState(false);
  const download = async (format: EInvoiceFormat) => {
    setBusy(true);
    try {
      await downloadEInvoice(documentPath, format);
      const name = E_INVOICE_FORMAT_LABELS[format];
      toast({ title: t`${name} downloaded`, variant: 'success' });
    } catch (error) {
      refusedToast(error, t`Failed to download e-invoice`);
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

const LINK_CLASS =
  'inline-flex w-fit items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 [&_svg]:size-4';

/** How the menu's button looks: a labelled button, an icon in a row of actions, or a link in a list. */
function Trigger({
  appearance,
  label,
  busy,
  disabled,
}: {
  appearance: 'button' | 'icon' | 'link';
  /** The accessible name when it is more than the button's text. */
  label: string | undefined;
  busy: boolean;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const text = busy ? t`Downloading...` : t`Download e-invoice`;
  const name = label ?? t`Download e-invoice`;
  const named = label === undefined ? {} : { 'aria-label': label };
  const trigger =
    appearance === 'link' ? (
      <button type="button" className={LINK_CLASS} disabled={disabled} {...named}>
        <FileCode2 aria-hidden="true" /> {text}
        <ChevronDown aria-hidden="true" />
      </button>
    ) : appearance === 'icon' ? (
      <Button variant="ghost" size="icon" className="size-8" disabled={disabled} aria-label={name}>
        <FileCode2 aria-hidden="true" />
      </Button>
    ) : (
      <Button variant="outline" size="sm" disabled={disabled} {...named}>
        <FileCode2 aria-hidden="true" /> {text}
        <ChevronDown aria-hidden="true" />
      </Button>
    );
  const menuTrigger = <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>;
  return appearance === 'icon' ? <Tooltip label={name}>{menuTrigger}</Tooltip> : menuTrigger;
}

/**
 * "Download e-invoice" of an invoice or a credit note (`documentPath`, e.g. `/api/credit-notes/12`):
 * a menu of `formats`, the client's own (`primary`) first; the file is saved under the server's name
 * and a refusal's message and what is missing show in a toast. `formats` is undefined while unknown.
 */
export function EInvoiceDownloadMenu({
  documentPath,
  formats,
  primary = null,
  heading,
  label,
  appearance = 'button',
}: {
  documentPath: string;
  formats: readonly EInvoiceFormat[] | undefined;
  primary?: EInvoiceFormat | null;
  /** Names the list of formats when no client's format leads it. */
  heading: string;
  /** The accessible name, which tells apart one row's menu from the next (default: "Download e-invoice"). */
  label?: string;
  appearance?: 'button' | 'icon' | 'link';
}) {
  const { t } = useLingui();
  const { busy, download } = useEInvoiceDownload(documentPath);
  const first = primary && formats?.includes(primary) ? primary : null;
  const rest = formats?.filter((f) => f !== first) ?? [];
  const item = (format: EInvoiceFormat) => (
    <DropdownMenuItem key={format} disabled={busy} onSelect={() => download(format)}>
      {E_INVOICE_FORMAT_LABELS[format]}
    </DropdownMenuItem>
  );
  return (
    <DropdownMenu>
      {/* Not disabled while a file downloads: focus stays on it when the menu closes. */}
      <Trigger appearance={appearance} label={label} busy={busy} disabled={!formats} />
      <DropdownMenuContent align={appearance === 'icon' ? 'end' : 'start'}>
        {first && (
          <>
            <DropdownMenuLabel>{t`The client's format`}</DropdownMenuLabel>
            {item(first)}
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuLabel>{first ? t`Other formats` : heading}</DropdownMenuLabel>
        {rest.map(item)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
