import type { EmailDraft } from '@shared/reminders';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type EmailDraftKind = 'invoice' | 'reminder';

/** The recipient, subject and message Send ("invoice") or Send Reminder ("reminder") would write now. */
export function getEmailDraft(id: number, kind: EmailDraftKind) {
  return api.get<EmailDraft>(`/api/invoices/${id}/email-draft?kind=${kind}`);
}

/** Read fresh each time the review dialog opens: the invoice may have changed since. */
export function useEmailDraft(id: number | null, kind: EmailDraftKind) {
  return useQuery({
    queryKey: ['/api/invoices', id, 'email-draft', kind],
    queryFn: () => getEmailDraft(id!, kind),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
