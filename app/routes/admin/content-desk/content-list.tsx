import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { Link } from 'react-router';

import { DeskBackLink, DeskHeading } from '#app/components/admin/desk-heading.tsx';
import { ActionButton } from '#app/components/admin/moderation-actions.tsx';
import { ADMIN_CONTENT_PATH } from '#app/data/page-paths.ts';
import { adminContentItemPath, NEW_ITEM_KEY } from '#app/lib/admin/content-paths.ts';
import { formatDateTr } from '#app/lib/format.ts';
import { CONTENT_INTENTS, kindTexts, type ContentKindName } from '#app/schemas/content-fields.ts';

import { ContentStateBadge, type ContentState } from './content-state.tsx';

type ListItem = {
  key: string;
  title: string;
  state: ContentState;
  updatedAt: string;
  href: string;
};

/** A kind's items in the order the site shows them; "Yukarı" and "Aşağı" move one. */
export function ContentListPage({ kind, items }: { kind: ContentKindName; items: ListItem[] }) {
  const text = kindTexts[kind];
  const headingId = 'icerik-liste-baslik';
  const heading = (
    <h1 id={headingId} className="text-2xl font-bold">
      {text.plural}
    </h1>
  );
  return (
    <>
      <DeskBackLink to={ADMIN_CONTENT_PATH}>İçerik</DeskBackLink>
      {text.canAdd ? (
        <DeskHeading
          id={headingId}
          title={text.plural}
          link={{
            to: adminContentItemPath(text.segment, NEW_ITEM_KEY),
            label: `Yeni ${text.singular}`,
            icon: Plus,
          }}
        />
      ) : (
        heading
      )}
      <p className="mt-2 text-muted-foreground">
        Sitede bu sırayla görünürler. Taslaklar ve yayından kaldırılanlar sitede görünmez.
      </p>
      {items.length === 0 ? (
        <p className="mt-6 text-muted-foreground">Henüz kayıt yok.</p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-6 grid gap-3">
          {items.map((item, index) => {
            const titleId = `icerik-${item.key}`;
            return (
              <li
                key={item.key}
                id={item.key}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4 text-card-foreground"
              >
                <div>
                  <h2 id={titleId} className="font-semibold">
                    <Link to={item.href} className="rounded-sm hover:underline">
                      {item.title}
                    </Link>
                  </h2>
                  <p className="mt-1 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                    <ContentStateBadge state={item.state} />
                    <span>Son değişiklik {formatDateTr(item.updatedAt)}</span>
                  </p>
                </div>
                <div className="flex gap-2">
                  <ActionButton
                    intent={CONTENT_INTENTS.moveUp}
                    fields={{ key: item.key }}
                    describedBy={titleId}
                    variant="outline"
                    disabled={index === 0}
                  >
                    <ArrowUp aria-hidden />
                    Yukarı
                  </ActionButton>
                  <ActionButton
                    intent={CONTENT_INTENTS.moveDown}
                    fields={{ key: item.key }}
                    describedBy={titleId}
                    variant="outline"
                    disabled={index === items.length - 1}
                  >
                    <ArrowDown aria-hidden />
                    Aşağı
                  </ActionButton>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
