import { Menu, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { bookingCta, mainNav } from '#app/data/navigation.ts';
import { cn } from '#app/lib/cn.ts';

/** The menu below the desktop breakpoint: a native <details>, so it opens without JavaScript. */
export function MobileMenu() {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // Open only on the page where it was opened, so any navigation closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = (next: boolean) => setOpenedOn(next ? pathname : null);

  return (
    <details
      ref={details}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          details.current?.querySelector('summary')?.focus();
        }
      }}
      className="xl:hidden"
    >
      <summary
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md hover:bg-muted [&::-webkit-details-marker]:hidden"
        aria-label={open ? 'Menüyü kapat' : 'Menüyü aç'}
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </summary>
      <nav
        aria-label="Mobil menü"
        className="absolute inset-x-0 top-20 max-h-[calc(100dvh-5rem)] overflow-y-auto border-b bg-background px-4 pb-6 shadow-lg"
      >
        <ul className="grid gap-1 py-3">
          {mainNav.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <NavLink
                to={href}
                end={href === '/'}
                onClick={() => setOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-md px-3 py-3 font-medium hover:bg-muted',
                    isActive && 'bg-secondary text-secondary-foreground',
                  )
                }
              >
                {Icon ? <Icon aria-hidden className="size-4" /> : null}
                {label}
              </NavLink>
            </li>
          ))}
        </ul>{' '}
        <Button asChild className="w-full" size="lg">
          <Link to={bookingCta.href} onClick={() => setOpen(false)}>
            {bookingCta.label}
          </Link>
        </Button>
      </nav>
    </details>
  );
}
