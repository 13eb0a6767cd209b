import type { Client } from '@shared/clients';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import type { InvoiceForm } from './invoice-form';

/**
 * The invoice's buyer reference (BT-10) follows its client's (issue 4/6): choosing a client fills in
 * that client's reference, until the user types one by hand (`setByHand`). An edited invoice keeps
 * its own until its client changes. `session` changes whenever the form is filled afresh.
 */
export function useBuyerReference(
  form: InvoiceForm,
  { client, session }: { client: Pick<Client, 'buyerReference'> | undefined; session: unknown },
) {
  const clientId = useWatch({ control: form.control, name: 'clientId' });
  const state = React.useRef<{ session: unknown; filledWith: unknown; moved: boolean; byHand: boolean }>(
    null,
  );
  if (state.current?.session !== session)
    state.current = { session, filledWith: form.getValues('clientId'), moved: false, byHand: false };
  const reference = client ? (client.buyerReference ?? '') : undefined;

  React.useEffect(() => {
    const s = state.current;
    if (!s || s.byHand || reference === undefined) return;
    if (!s.moved && clientId === s.filledWith) return;
    s.moved = true;
    if (form.getValues('buyerReference') !== reference) form.setValue('buyerReference', reference);
  }, [clientId, reference, form]);

  return {
    setByHand: () => {
      if (state.current) state.current.byHand = true;
    },
  };
}
