import { isCompanyReady } from '@shared/company-setup';
import type { Reminder, ReminderFlowTemplate } from '@shared/reminders';
import type { CompanySettings } from '@shared/settings';
import { useQuery } from '@tanstack/react-query';
import { useCompanySettings } from '@/api/get-company-settings';
import { recentInvoicesQueryOptions } from '@/api/get-invoice-page';
import type { OnboardingProgress } from '@/components/onboarding/onboarding-steps';

/**
 * Which onboarding steps are done, read from what the dashboard already loads (same query keys, so
 * the cache is shared; the invoices from Recent Invoices' page of five, never the whole list):
 * 0. company: name, email, address and bank details saved in Settings;
 * 1. clients: at least one client;
 * 2. invoices: at least one invoice (drafts count);
 * 3. reminders: any reminder exists for the user's invoices (sent, planned or from a per-invoice
 *    schedule), or the reminder flow was made their own — a second template, or the starter
 *    template edited since it was created.
 */
export function useOnboardingProgress(): { progress: OnboardingProgress; isLoading: boolean } {
  const invoices = useQuery(recentInvoicesQueryOptions());
  // The steps show only while there is no invoice: a busy account's dashboard asks for none of the rest.
  const enabled = invoices.data?.total === 0;
  const clients = useQuery<unknown[]>({ queryKey: ['/api/clients'], enabled });
  const reminders = useQuery<Reminder[]>({ queryKey: ['/api/reminders'], enabled });
  const templates = useQuery<ReminderFlowTemplate[]>({ queryKey: ['/api/reminder-flow-templates'], enabled });
  const settings = useCompanySettings();
  const invoicesDone = (invoices.data?.total ?? 0) > 0;
  return {
    isLoading:
      invoices.isPending ||
      (!invoicesDone && (clients.isPending || reminders.isPending || templates.isPending)) ||
      settings.isPending,
    progress: {
      company: companySetUp(settings.data),
      clients: (clients.data?.length ?? 0) > 0,
      invoices: invoicesDone,
      reminders: (reminders.data?.length ?? 0) > 0 || customisedFlow(templates.data ?? []),
    },
  };
}

export function customisedFlow(templates: Pick<ReminderFlowTemplate, 'createdAt' | 'updatedAt'>[]): boolean {
  return templates.length > 1 || templates.some((t) => t.updatedAt !== t.createdAt);
}

/** The company step: what every invoice prints about the sender (bank details: an IBAN or an account number). */
export function companySetUp(settings: CompanySettings | undefined): boolean {
  if (!settings || !isCompanyReady(settings) || !settings.address) return false;
  return Boolean(settings.iban || settings.accountNumber);
}
