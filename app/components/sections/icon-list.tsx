import type { LucideIcon } from 'lucide-react';

/** A list whose every item follows a small decorative icon in the primary colour. */
export function IconList({
  items,
  icon: Icon,
  className,
  itemClassName = 'flex gap-2',
  iconClassName = 'mt-1 size-4',
}: {
  items: string[];
  icon: LucideIcon;
  className: string;
  itemClassName?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon aria-hidden className={`${iconClassName} shrink-0 text-primary`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
