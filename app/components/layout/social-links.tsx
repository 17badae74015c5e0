import { AtSign, Briefcase, Camera, CirclePlay, Users, type LucideIcon } from 'lucide-react';

import type { SiteIdentity } from '#app/data/identity.ts';
import { cn } from '#app/lib/cn.ts';

type SocialKey = keyof SiteIdentity['social'];

const socialNetworks: Record<SocialKey, { label: string; icon: LucideIcon }> = {
  instagram: { label: 'Instagram', icon: Camera },
  facebook: { label: 'Facebook', icon: Users },
  linkedin: { label: 'LinkedIn', icon: Briefcase },
  x: { label: 'X (Twitter)', icon: AtSign },
  youtube: { label: 'YouTube', icon: CirclePlay },
};

const footerOrder: SocialKey[] = ['instagram', 'facebook', 'linkedin', 'x', 'youtube'];

const looks = {
  plain: {
    list: 'grid gap-2',
    link: 'inline-flex items-center gap-2 rounded-md hover:text-primary hover:underline',
    icon: 'size-4',
  },
  cards: {
    list: 'grid gap-3 sm:grid-cols-2',
    link: 'flex items-center gap-3 rounded-lg border px-4 py-3 font-medium transition-colors hover:bg-muted hover:text-primary',
    icon: 'size-5 text-primary',
  },
};

/** The five social profiles, each in a new tab without handing over this page (rel). */
export function SocialLinks({
  social,
  order = footerOrder,
  look = 'plain',
  className,
}: {
  social: SiteIdentity['social'];
  order?: SocialKey[];
  look?: keyof typeof looks;
  className?: string;
}) {
  const classes = looks[look];
  return (
    <ul className={cn(classes.list, className)}>
      {order.map((key) => {
        const { label, icon: Icon } = socialNetworks[key];
        return (
          <li key={key}>
            <a
              href={social[key]}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
            >
              <Icon aria-hidden className={classes.icon} />
              {label}
              <span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
