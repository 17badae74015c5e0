import type { LucideIcon } from 'lucide-react';

export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
      <Icon aria-hidden className="size-6" />
    </span>
  );
}

/** One item of a card list: its icon, a title and a sentence. */
export function IconCard({ icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="rounded-xl border bg-card p-6 shadow-sm">
      <IconTile icon={icon} />
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-muted-foreground">{text}</p>
    </li>
  );
}
