import type { LogEntry } from '#app/db/moderation-log.server.ts';
import { describeLogEntry } from '#app/lib/admin/audit-log.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';

/** Who did what, when, newest first; the audit page also shows the address a sign-in came from. */
export function AuditList({
  entries,
  showAddress = false,
  empty = 'Henüz bir işlem yapılmadı.',
}: {
  entries: LogEntry[];
  showAddress?: boolean;
  empty?: string;
}) {
  if (entries.length === 0) return <p className="mt-4 text-muted-foreground">{empty}</p>;
  return (
    <ol className="mt-4 divide-y rounded-xl border bg-card text-card-foreground">
      {entries.map((entry) => (
        <li key={entry.id} className="px-4 py-3 text-sm break-words">
          <span className="font-medium">{entry.adminEmail || 'Bilinmeyen hesap'}</span>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {describeLogEntry(entry)}
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          <time dateTime={entry.createdAt} className="text-muted-foreground">
            {formatDateTimeTr(entry.createdAt)}
          </time>
          {showAddress && entry.address ? (
            <span className="text-muted-foreground"> · {entry.address}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
