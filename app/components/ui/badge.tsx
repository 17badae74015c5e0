import type { ComponentProps } from 'react';

import { cn } from '#app/lib/cn.ts';

const variants = {
  default: 'bg-primary text-primary-foreground',
  secondary: 'bg-secondary text-secondary-foreground',
  accent: 'bg-accent text-accent-foreground',
  outline: 'border text-foreground',
};

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants | null }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variants[variant ?? 'default'],
        className,
      )}
      {...props}
    />
  );
}
