import type { ComponentProps } from 'react';

import { cn } from '#app/lib/cn.ts';

export const labelClass = 'text-sm font-medium leading-none';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn(labelClass, className)} {...props} />;
}
