import { Link } from 'react-router';

export function Logo({ siteName, coachTitle }: { siteName: string; coachTitle: string }) {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md"
      aria-label={`${siteName}, ana sayfa`}
    >
      <img src="/favicon.svg" alt="" width={40} height={40} className="size-10" />
      <span className="flex flex-col leading-tight xl:hidden 2xl:flex">
        <span className="text-base font-bold">{siteName}</span>
        <span className="text-xs text-muted-foreground">{coachTitle}</span>
      </span>
    </Link>
  );
}
