import {
  Award,
  Brain,
  Briefcase,
  Compass,
  GraduationCap,
  Heart,
  PiggyBank,
  Sparkles,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';

import type { ServiceIcon as ServiceIconName } from '#app/data/content-schema.ts';

const icons: Record<ServiceIconName, LucideIcon> = {
  Award,
  Brain,
  Briefcase,
  Compass,
  GraduationCap,
  Heart,
  PiggyBank,
  Sparkles,
  TrendingUp,
  Users,
};

/** The decorative lucide icon a service names in its content entry. */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden className={className} />;
}
