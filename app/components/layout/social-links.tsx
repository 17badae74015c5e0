import { AtSign, Briefcase, Camera, CirclePlay, Users, type LucideIcon } from 'lucide-react';

import type { SiteIdentity } from '#app/data/identity.ts';
import { cn } from '#app/lib/cn.ts';

const networks: Array<{ key: keyof SiteIdentity['social']; label: string; icon: LucideIcon }> = [
  { key: 'instagram', label: 'Instagram', icon: Camera },
  { key: 'facebook', label: 'Facebook', icon: Users },
  { key: 'linkedin', label: 'LinkedIn', icon: Briefcase },
  { key: 'x', label: 'X (Twitter)', icon: AtSign },
  { key: 'youtube', label: 'YouTube', icon: CirclePlay },
];

/** The five social profiles, each in a new tab without handing over this page (rel). */
export function SocialLinks({
  social,
  className,
}: {
  social: SiteIdentity['social'];
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-2', className)}>
      {networks.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-md hover:text-primary hover:underline"
          >
            <Icon aria-hidden className="size-4" />
            {label}
            <span className="sr-only"> (yeni sekmede açılır)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
