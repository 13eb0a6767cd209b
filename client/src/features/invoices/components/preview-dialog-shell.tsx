import { Trans, useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * The frame both invoice previews share (SPEC §2 Invoice Preview): the saved invoice's view and the
 * create form's draft. They are two dialogs because the saved one offers Edit, which opens the form
 * that previews its draft.
 */
export function PreviewDialogShell({
  named,
  open,
  onOpenChange,
  children,
}: {
  /** The invoice shown, once known: the description names it. */
  named: { number: string; clientName: string } | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  const { t } = useLingui();
  const number = named?.number;
  const clientName = named?.clientName;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Invoice Preview</Trans>
          </DialogTitle>
          <DialogDescription>
            {named ? t`Invoice ${number} for ${clientName}` : t`Loading invoice details`}
          </DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
