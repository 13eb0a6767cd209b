import { cn } from '@/lib/utils';

/**
 * A thin rule that sets a row's destructive action (Delete) apart from the others, so it is not hit
 * on the way to its neighbour. Decorative: hidden from assistive technology.
 */
export function DestructiveGap({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="destructive-gap"
      className={cn('mx-1 h-5 w-px self-center bg-border', className)}
    />
  );
}
