import { Trans, useLingui } from '@lingui/react/macro';
import type { RecurringInvoice } from '@shared/recurring-invoices';
import { FileText, MoreHorizontal, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface ProfileHandlers {
  onEdit: (profile: RecurringInvoice) => void;
  onPause: (profile: RecurringInvoice, paused: boolean) => void;
  onViewInvoices: (profile: RecurringInvoice) => void;
  onDelete: (profile: RecurringInvoice) => void;
  /** The profile being paused or resumed. */
  pausingId?: number;
}

/** A profile's actions in one menu; Delete stands apart at the bottom, in red. */
export function ProfileActions({
  profile,
  name,
  handlers,
}: {
  profile: RecurringInvoice;
  /** "Globex Corporation, Monthly on the 31st": names the menu for screen readers. */
  name: string;
  handlers: ProfileHandlers;
}) {
  const { t } = useLingui();
  const paused = profile.status === 'paused';
  const invoiceCount = profile.invoiceCount;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Actions for ${name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => handlers.onEdit(profile)}>
          <Pencil aria-hidden="true" /> <Trans>Edit</Trans>
        </DropdownMenuItem>
        {profile.status !== 'ended' && (
          <DropdownMenuItem
            disabled={handlers.pausingId === profile.id}
            onSelect={() => handlers.onPause(profile, !paused)}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? <Trans>Resume</Trans> : <Trans>Pause</Trans>}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => handlers.onViewInvoices(profile)}>
          <FileText aria-hidden="true" /> <Trans>View invoices ({invoiceCount})</Trans>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          className="text-destructive focus:bg-red-50 focus:text-destructive"
          onSelect={() => handlers.onDelete(profile)}
        >
          <Trash2 aria-hidden="true" /> <Trans>Delete</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
