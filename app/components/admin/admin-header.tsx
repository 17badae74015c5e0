import { Form, Link, NavLink } from 'react-router';

import { ThemeToggle } from '#app/components/layout/theme-toggle.tsx';
import { Button } from '#app/components/ui/button.tsx';
import {
  ADMIN_ACCOUNTS_PATH,
  ADMIN_ACCOUNT_PATH,
  ADMIN_AUDIT_PATH,
  ADMIN_BOOKINGS_PATH,
  ADMIN_COMMENTS_PATH,
  ADMIN_CONTENT_PATH,
  ADMIN_LOGOUT_PATH,
  ADMIN_NEWSLETTERS_PATH,
  ADMIN_PATH,
  ADMIN_PERSONAL_DATA_PATH,
  ADMIN_POSTS_PATH,
  ADMIN_STORIES_PATH,
  ADMIN_SUBSCRIBERS_PATH,
} from '#app/data/page-paths.ts';
import { cn } from '#app/lib/cn.ts';

/** The menu; `owner` items are the site owner's alone (the server refuses them to an assistant). */
export const adminNav = [
  { href: ADMIN_PATH, label: 'Panel', owner: false },
  { href: ADMIN_POSTS_PATH, label: 'Yazılar', owner: false },
  { href: ADMIN_CONTENT_PATH, label: 'İçerik', owner: false },
  { href: ADMIN_STORIES_PATH, label: 'Hikâyeler', owner: false },
  { href: ADMIN_COMMENTS_PATH, label: 'Yorumlar', owner: false },
  { href: ADMIN_SUBSCRIBERS_PATH, label: 'Aboneler', owner: true },
  { href: ADMIN_NEWSLETTERS_PATH, label: 'Bülten', owner: true },
  { href: ADMIN_BOOKINGS_PATH, label: 'Randevular', owner: true },
  { href: ADMIN_PERSONAL_DATA_PATH, label: 'Kişisel Veri Silme', owner: true },
  { href: ADMIN_AUDIT_PATH, label: 'Kayıtlar', owner: true },
  { href: ADMIN_ACCOUNTS_PATH, label: 'Hesaplar', owner: true },
  { href: ADMIN_ACCOUNT_PATH, label: 'Hesabım', owner: false },
] as const;

/**
 * The admin's own header: no public menu, and the menu only once signed in; an
 * assistant sees only what her role opens.
 */
export function AdminHeader({
  siteName,
  email,
  owner,
}: {
  siteName: string;
  email: string | null;
  owner: boolean;
}) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <Link to="/" className="rounded-md font-bold">
            {siteName}
          </Link>
          <span className="text-sm font-semibold text-primary">Yönetim</span>
        </p>
        <div className="flex items-center gap-2">
          {email ? (
            <span className="hidden max-w-56 truncate text-sm text-muted-foreground sm:inline">
              {email}
            </span>
          ) : null}
          <ThemeToggle />
          {email ? (
            <Form method="post" action={ADMIN_LOGOUT_PATH}>
              <Button type="submit" variant="outline" size="sm">
                Çıkış Yap
              </Button>
            </Form>
          ) : null}
        </div>
        {email ? (
          <nav aria-label="Yönetim menüsü" className="w-full">
            <ul className="flex flex-wrap gap-1">
              {adminNav
                .filter((item) => owner || !item.owner)
                .map(({ href, label }) => (
                  <li key={href}>
                    <NavLink
                      to={href}
                      end={href === ADMIN_PATH}
                      className={({ isActive }) =>
                        cn(
                          'block rounded-md px-3 py-2 text-sm font-medium hover:bg-muted hover:text-foreground',
                          isActive
                            ? 'bg-secondary text-secondary-foreground'
                            : 'text-muted-foreground',
                        )
                      }
                    >
                      {label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
