import { AtSign, Briefcase, Camera, CirclePlay, Users, type LucideIcon } from 'lucide-react';

import type { SiteIdentity } from '#app/data/identity.ts';
import { cn } from '#app/lib/cn.ts';

export type SocialKey = keyof SiteIdentity['social'];

/** Label and icon of each profile; pages choose their own order. */
export const socialNetworks: Record<SocialKey, { label: string; icon: LucideIcon }> = {
  instagram: { label: 'Instagram', icon: Camera },
  facebook: { label: 'Facebook', icon: Users },
  linkedin: { label: 'LinkedIn', icon: Briefcase },
  x: { label: 'X (Twitter)', icon: AtSign },
  youtube: { label: 'YouTube', icon: CirclePlay },
};

const footerOrder: SocialKey[] = ['instagram', 'facebook', 'linkedin', 'x', 'youtube'];

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
      {footerOrder.map((key) => {
        const { label, icon: Icon } = socialNetworks[key];
        return (
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
        );
      })}
    </ul>
  );
}
