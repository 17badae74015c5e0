import { Link } from 'react-router';

import { ActionButton } from '#app/components/admin/moderation-actions.tsx';
import { adminContentItemPath } from '#app/lib/admin/content-paths.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import { CONTENT_INTENTS, kindTexts, type ContentKindName } from '#app/schemas/content-fields.ts';

import { contentStateLabels, type ContentState } from './content-state.tsx';

type Revision = {
  id: number;
  version: number;
  state: ContentState;
  adminEmail: string;
  createdAt: string;
};

/** Every saved version of an item, newest first; any older one can be brought back. */
export function ContentRevisionsPage({
  kind,
  item,
  revisions,
}: {
  kind: ContentKindName;
  item: { key: string; title: string; version: number };
  revisions: Revision[];
}) {
  const { segment } = kindTexts[kind];
  return (
    <>
      <p className="text-sm">
        <Link
          to={adminContentItemPath(segment, item.key)}
          className="text-primary underline underline-offset-4"
        >
          {item.title}
        </Link>
      </p>
      <h1 id="surumler-baslik" className="mt-2 text-2xl font-bold">
        Sürümler: {item.title}
      </h1>
      <ol aria-labelledby="surumler-baslik" className="mt-6 grid gap-3">
        {revisions.map((revision) => {
          const labelId = `surum-${revision.id}`;
          return (
            <li
              key={revision.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-card-foreground"
            >
              <p id={labelId}>
                <span className="font-semibold">{revision.version}. sürüm</span>,{' '}
                {formatDateTimeTr(revision.createdAt)} (Türkiye saati), {revision.adminEmail},{' '}
                {contentStateLabels[revision.state].toLocaleLowerCase('tr-TR')}
              </p>
              {revision.version === item.version ? (
                <span className="text-sm text-muted-foreground">Şu anki sürüm</span>
              ) : (
                <ActionButton
                  intent={CONTENT_INTENTS.restore}
                  fields={{ revision: revision.id }}
                  describedBy={labelId}
                  variant="outline"
                >
                  Bu sürümü geri yükle
                </ActionButton>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
