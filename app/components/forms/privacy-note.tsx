import { Link } from 'react-router';

import { PRIVACY_PATH } from '#app/data/page-paths.ts';
import { cn } from '#app/lib/cn.ts';

/** The link to the privacy notice, under every form and in its consent box. */
export function PrivacyLink() {
  return (
    <Link
      to={PRIVACY_PATH}
      className="font-medium text-foreground underline underline-offset-2 hover:text-primary"
    >
      Aydınlatma Metni
    </Link>
  );
}

/** The line near every form's button that points to the privacy notice (KVKK art. 10). */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs leading-relaxed text-muted-foreground', className)}>
      Kişisel verilerin <PrivacyLink /> kapsamında işlenir.
    </p>
  );
}
