import { ChevronDown } from 'lucide-react';
import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '#app/lib/cn.ts';

const AccordionGroup = createContext<string | undefined>(undefined);

/** A single-open accordion on native <details name>. */
export function Accordion({ className, children, ...props }: ComponentProps<'div'>) {
  const name = useId();
  return (
    <AccordionGroup.Provider value={name}>
      <div className={cn('divide-y rounded-xl border bg-card', className)} {...props}>
        {children}
      </div>
    </AccordionGroup.Provider>
  );
}

export function AccordionItem({
  title,
  children,
  headingLevel: Heading = 'h3',
  defaultOpen,
  className,
  id,
}: {
  title: ReactNode;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  defaultOpen?: boolean;
  className?: string;
  id?: string;
}) {
  const name = useContext(AccordionGroup);
  return (
    <details name={name} open={defaultOpen} id={id} className={cn('group px-5', className)}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold hover:text-primary [&::-webkit-details-marker]:hidden">
        <Heading className="text-base">{title}</Heading>
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="pb-4 leading-relaxed text-muted-foreground">{children}</div>
    </details>
  );
}
