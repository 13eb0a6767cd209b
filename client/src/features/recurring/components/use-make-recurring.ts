import { useLingui } from '@lingui/react/macro';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { useInvoiceToRepeat } from '../api/get-invoice-to-repeat';

/** "Make recurring" links to /recurring?from-invoice={id}: that invoice, once loaded, and a way to let go of it. */
export function useMakeRecurring() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('from-invoice')) || null;
  const source = useInvoiceToRepeat(id);
  const clear = React.useCallback(() => setParams({}, { replace: true }), [setParams]);

  const failed = id !== null && source.isError;
  React.useEffect(() => {
    if (!failed) return;
    toast({ title: t`Failed to load invoice details`, variant: 'destructive' });
    clear();
  }, [failed, clear, t]);

  return { invoice: id !== null ? (source.data ?? null) : null, clear };
}
