import { Link, NavLink } from 'react-router';

import { Logo } from '#app/components/layout/logo.tsx';
import { MobileMenu } from '#app/components/layout/mobile-menu.tsx';
import { ThemeToggle } from '#app/components/layout/theme-toggle.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { bookingCta, mainNav } from '#app/data/navigation.ts';
import { cn } from '#app/lib/cn.ts';

/** Sticky 80 px header (docs/product.md#layout). */
export function SiteHeader({ siteName, coachTitle }: { siteName: string; coachTitle: string }) {
  return (
    <header className="sticky top-0 z-50 h-20 border-b bg-background">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4">
        <Logo siteName={siteName} coachTitle={coachTitle} />{' '}
        <nav aria-label="Ana menü" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {mainNav.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <NavLink
                  to={href}
                  end={href === '/'}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap hover:bg-muted hover:text-foreground',
                      isActive ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
                    )
                  }
                >
                  {Icon ? <Icon aria-hidden className="size-4" /> : null}
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1">
          <Button asChild className="max-sm:hidden">
            <Link to={bookingCta.href}>{bookingCta.label}</Link>
          </Button>{' '}
          <ThemeToggle />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
