import { Link } from 'react-router';

import { PRIVACY_PATH } from '#app/data/page-paths.ts';
import { cn } from '#app/lib/cn.ts';

/**
 * The line near every form's button that points to the privacy notice (KVKK art. 10: inform
 * when the data is collected). Every visitor page speaks as "sen" (issue 30); `informal` stays
 * for the callers that pass it.
 */
export function PrivacyNote({
  informal = true,
  className,
}: {
  informal?: boolean;
  className?: string;
}) {
  return (
    <p className={cn('text-xs leading-relaxed text-muted-foreground', className)}>
      {informal ? 'Kişisel verilerin' : 'Kişisel verileriniz'}{' '}
      <Link
        to={PRIVACY_PATH}
        className="font-medium text-foreground underline underline-offset-2 hover:text-primary"
      >
        Aydınlatma Metni
      </Link>{' '}
      kapsamında işlenir.
    </p>
  );
}
