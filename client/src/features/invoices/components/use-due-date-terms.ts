import { addDays, isCalendarDate } from '@shared/dates';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import type { InvoiceForm } from './invoice-form';

/**
 * A new invoice's due date follows its payment terms (issue 3/6): the issue date + the client's
 * paymentTermsDays, else the company's. It moves with the issue date and the client until the user
 * sets the due date by hand (`setByHand`); an edited invoice keeps its own (`follow` false).
 * `session` changes whenever the form is filled afresh, which forgets the hand-set date.
 */
export function useDueDateTerms(
  form: InvoiceForm,
  { termsDays, follow, session }: { termsDays: number | undefined; follow: boolean; session: unknown },
) {
  const byHand = React.useRef<{ session: unknown } | null>(null);
  const issueDate = useWatch({ control: form.control, name: 'issueDate' });

  React.useEffect(() => {
    if (!follow || byHand.current?.session === session) return;
    if (termsDays === undefined || !isCalendarDate(issueDate ?? '')) return;
    const due = addDays(issueDate, termsDays);
    if (form.getValues('dueDate') !== due)
      form.setValue('dueDate', due, { shouldValidate: form.formState.isSubmitted });
  }, [issueDate, termsDays, follow, session, form]);

  return {
    setByHand: () => {
      byHand.current = { session };
    },
  };
}
