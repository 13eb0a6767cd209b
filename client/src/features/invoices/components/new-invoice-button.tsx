import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import type * as React from 'react';
import { Button } from '@/components/ui/button';

/** The page-header button that opens the Create New Invoice dialog. */
export function NewInvoiceButton({ children, ...props }: React.ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Plus aria-hidden="true" />
      {children ?? <Trans>New Invoice</Trans>}
    </Button>
  );
}
