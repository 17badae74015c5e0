import type { ComponentProps } from 'react';

import { cn } from '#app/lib/cn.ts';

export const fieldClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive disabled:opacity-60';

export function Input({ className, type, ...props }: ComponentProps<'input'>) {
  // A file input holds a button of its own: its height follows that button.
  return (
    <input
      type={type}
      className={cn(fieldClass, type === 'file' ? 'h-auto' : 'h-10', className)}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-24', className)} {...props} />;
}
