import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button, type ButtonProps } from '#app/components/ui/button.tsx';

/** A desk's title with the one link beside it that leads on (a new item, the desk's settings). */
export function DeskHeading({
  id,
  title,
  link,
}: {
  id?: string;
  title: string;
  link: { to: string; label: string; icon: LucideIcon; variant?: ButtonProps['variant'] };
}) {
  const Icon = link.icon;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 id={id} className="text-2xl font-bold">
        {title}
      </h1>
      <Button asChild variant={link.variant}>
        <Link to={link.to}>
          <Icon aria-hidden />
          {link.label}
        </Link>
      </Button>
    </div>
  );
}

/** The link above a desk page's title back to the page it belongs to. */
export function DeskBackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p className="text-sm">
      <Link to={to} className="text-primary underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}
