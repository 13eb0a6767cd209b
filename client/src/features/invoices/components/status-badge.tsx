import { statusLabel } from '@shared/invoice-status';
import { Badge } from '@/components/ui/badge';

const VARIANT = { Paid: 'success', Pending: 'warning', Overdue: 'destructive', Draft: 'muted' } as const;

/** SPEC §4 labels: sent reads Pending, draft and anything unknown read Draft. */
export function StatusBadge({ status }: { status: string }) {
  const label = statusLabel(status);
  return <Badge variant={VARIANT[label]}>{label}</Badge>;
}
