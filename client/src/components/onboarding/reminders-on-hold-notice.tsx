import { Trans } from '@lingui/react/macro';
import { isCompanyReady } from '@shared/company-setup';
import { PauseCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useCompanySettings } from '@/api/get-company-settings';
import { cn } from '@/lib/utils';

/**
 * Shown while the account has no company name or email: nothing goes to clients until it has them
 * (docs/decisions/017), so the automatic reminders wait.
 */
export function RemindersOnHoldNotice({ className }: { className?: string }) {
  const settings = useCompanySettings();
  if (!settings.data || isCompanyReady(settings.data)) return null;
  return (
    <div
      role="status"
      data-testid="reminders-on-hold"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <p className="flex items-start gap-2 text-sm">
        <PauseCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <Trans>Reminders are on hold until you add your company name and email in Settings</Trans>
        </span>
      </p>
      <Link
        to="/settings"
        className="shrink-0 self-start rounded-md border border-amber-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 sm:self-auto"
      >
        <Trans>Open Settings</Trans>
      </Link>
    </div>
  );
}
