import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A tooltip's Radix parts, loaded when a tooltip is first wanted (tooltip.tsx). */
export function TooltipParts({
  label,
  delayDuration,
  onOpenChange,
  children,
}: {
  label: string;
  delayDuration: number;
  onOpenChange: (open: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={0}>
      <TooltipPrimitive.Root onOpenChange={onOpenChange}>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={4}
            className={cn('z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow')}
          >
            {label}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
