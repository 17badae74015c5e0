import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react';

import { cn } from '#app/lib/cn.ts';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';

// Plain maps instead of a variants library: every byte here reaches every page.
const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  outline: 'border border-input bg-background text-foreground hover:bg-muted hover:text-foreground',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  ghost: 'text-foreground hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  success: 'bg-success text-success-foreground shadow-sm hover:bg-success/90',
  premium:
    'bg-gradient-to-r from-amber-700 to-teal-800 text-white shadow-md hover:from-amber-800 hover:to-teal-900',
};

const sizes = {
  default: 'h-10 px-4 py-2 text-sm',
  sm: 'h-9 px-3 text-sm',
  lg: 'h-11 px-6 text-base',
  xl: 'h-13 px-8 text-lg',
  icon: 'size-10',
};

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
  asChild?: boolean;
};

type ChildProps = { className?: string };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const classes = cn(base, variants[variant ?? 'default'], sizes[size ?? 'default'], className);
  if (asChild && isValidElement<ChildProps>(props.children)) {
    // The child keeps its own props; the button adds its classes in front of the child's.
    const { children: child, ...rest } = props;
    const element = child as ReactElement<ChildProps>;
    return cloneElement(element, {
      ...(rest as ChildProps),
      ...element.props,
      className: cn(classes, element.props.className),
    });
  }
  return <button className={classes} {...props} />;
}
