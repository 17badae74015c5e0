import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '#app/lib/cn.ts';

/** A show/hide block on native <details>, so it works without JavaScript. */
export function Collapsible({
  summary,
  children,
  className,
  defaultOpen,
}: {
  summary: ReactNode;
  children: ReactNode;
  className?: string;
  defaultOpen?: boolean;
}) {
  return (
    <details open={defaultOpen} className={cn('group', className)}>
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 font-semibold text-primary hover:underline [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="pt-3">{children}</div>
    </details>
  );
}
