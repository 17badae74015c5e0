/** A native <select> in the admin forms, styled like the inputs (keyboard and focus as the browser's). */
export const adminSelectClass =
  'h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive';
