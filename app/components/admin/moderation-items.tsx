import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import {
  ActionButton,
  DeleteAction,
  itemAnchor,
} from '#app/components/admin/moderation-actions.tsx';
import { BLOG_PATH } from '#app/data/page-paths.ts';
import type { PublishConsent } from '#app/db/moderated.server.ts';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { Consent, ListedSubscriber, SubscriberStatus } from '#app/db/subscribers.server.ts';
import { HARD_BOUNCE_LIMIT, subscriberStatusLabels } from '#app/lib/admin/subscriber-status.ts';
import { erasureDate } from '#app/lib/admin/erasure.ts';
import { formatDateTimeTr, formatDateTr } from '#app/lib/format.ts';
import type { ModerationComment, ModerationStory } from '#app/server/admin/desks/lists.server.ts';

const cardClass = 'rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6';

/**
 * Onayla or Yayından Kaldır, the kind's own (`more`), and Sil; while a delete is being confirmed,
 * only the question.
 */
function Actions({
  id,
  approved,
  confirming,
  describedBy,
  more,
}: {
  id: number;
  approved: boolean;
  confirming: boolean;
  describedBy: string;
  more?: ReactNode;
}) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      {confirming ? null : approved ? (
        <ActionButton
          intent="unpublish"
          fields={{ id }}
          variant="secondary"
          describedBy={describedBy}
        >
          Yayından Kaldır
        </ActionButton>
      ) : (
        <ActionButton intent="approve" fields={{ id }} variant="success" describedBy={describedBy}>
          Onayla
        </ActionButton>
      )}
      {confirming ? null : more}
      <DeleteAction id={id} confirming={confirming} describedBy={describedBy} />
    </div>
  );
}

const headingId = (id: number) => `${itemAnchor(id)}-baslik`;

/** A story or comment in its list: a card named by its heading, the coach's buttons below. */
function ModeratedCard({
  id,
  approved,
  confirming,
  actions,
  children,
}: {
  id: number;
  approved: boolean;
  confirming: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li id={itemAnchor(id)}>
      <article aria-labelledby={headingId(id)} className={cardClass}>
        {children}
        <Actions
          id={id}
          approved={approved}
          confirming={confirming}
          describedBy={headingId(id)}
          more={actions}
        />
      </article>
    </li>
  );
}

/**
 * What a story or comment says: the author as the card's heading, a line about them (`children`),
 * which record it is and when it was sent ("Hikâye #12 · …"), then the full text.
 */
function Submission({
  kind,
  item,
  text,
  children,
}: {
  kind: string;
  item: {
    id: number;
    authorName: string;
    createdAt: string;
    isApproved: boolean;
    unpublishedAt: string | null;
  };
  text: string;
  children: ReactNode;
}) {
  const { id, authorName, createdAt } = item;
  return (
    <>
      <h2 id={headingId(id)} className="text-lg font-semibold break-words">
        {authorName}
      </h2>
      {children}
      <p className="mt-1 text-sm text-muted-foreground">
        {kind} #{id} · <time dateTime={createdAt}>{formatDateTimeTr(createdAt)}</time>
      </p>
      <ErasureLine item={item} />
      <p className="mt-3 leading-relaxed break-words whitespace-pre-line">{text}</p>
    </>
  );
}

/**
 * When an item off the site is erased (the KVKK notice's 90 days, from its sending or from its
 * unpublishing): nothing while it is on the site.
 */
function ErasureLine({
  item,
}: {
  item: { isApproved: boolean; createdAt: string; unpublishedAt: string | null };
}) {
  const erased = erasureDate(item);
  if (!erased) return null;
  const day = <time dateTime={erased.toISOString()}>{formatDateTr(erased)}</time>;
  return (
    <p className="mt-1 text-sm text-muted-foreground">
      {item.unpublishedAt ? (
        <>
          Yayından kaldırıldı:{' '}
          <time dateTime={item.unpublishedAt}>{formatDateTimeTr(item.unpublishedAt)}</time> (Türkiye
          saati). Yeniden yayımlanmazsa {day} tarihinde silinir.
        </>
      ) : (
        <>Onaylanmazsa {day} tarihinde silinir.</>
      )}
    </p>
  );
}

/** Whether and when the visitor let the item be published (docs/product.md#story, #comment). */
function PublishConsentLine({ consent }: { consent: PublishConsent | null }) {
  if (!consent) {
    return (
      <p className="mt-1 text-sm text-muted-foreground">Yayın izni kaydı yok (eski gönderi)</p>
    );
  }
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer">
        Yayın izni: <time dateTime={consent.at}>{formatDateTimeTr(consent.at)}</time> (Türkiye
        saati)
      </summary>
      <blockquote className="mt-1 border-l-2 pl-3 text-muted-foreground">{consent.text}</blockquote>
    </details>
  );
}

/**
 * A published story becomes a testimonial with one post (its consent goes along); once it has,
 * the button gives way to a link to that testimonial in the content desk, published or not.
 */
function TestimonialAction({ story }: { story: ModerationStory }) {
  if (story.testimonialHref) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link to={story.testimonialHref} aria-describedby={headingId(story.id)}>
          Danışan yorumunu aç
        </Link>
      </Button>
    );
  }
  return (
    <ActionButton
      intent="testimonial"
      fields={{ id: story.id }}
      variant="secondary"
      describedBy={headingId(story.id)}
    >
      Danışan yorumu olarak ekle
    </ActionButton>
  );
}

/** A story as the coach checks it: photo, name, e-mail, publishing consent, text and date. */
export function StoryItem({ story, confirming }: { story: ModerationStory; confirming: boolean }) {
  return (
    <ModeratedCard
      id={story.id}
      approved={story.isApproved}
      confirming={confirming}
      actions={
        story.isApproved || story.testimonialHref ? <TestimonialAction story={story} /> : null
      }
    >
      <div className="flex flex-col gap-4 sm:flex-row">
        {story.imageUrl ? (
          <img
            src={story.imageUrl}
            alt={`${story.authorName} fotoğrafı`}
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
            className="size-40 shrink-0 rounded-lg border object-cover"
          />
        ) : (
          <p className="flex size-40 shrink-0 flex-col items-center justify-center gap-2 rounded-lg border bg-muted text-sm text-muted-foreground">
            <ImageOff aria-hidden className="size-6" />
            Fotoğraf yok
          </p>
        )}
        <div className="min-w-0 flex-1">
          <Submission kind="Hikâye" item={story} text={story.story}>
            <p className="mt-1">
              <a
                href={`mailto:${story.email}`}
                className="break-all text-primary underline underline-offset-2"
              >
                {story.email}
              </a>
            </p>
            <PublishConsentLine consent={story.publishConsent} />
          </Submission>
        </div>
      </div>
    </ModeratedCard>
  );
}

/** A comment with the post it belongs to, linked to the public page. */
export function CommentItem({
  comment,
  confirming,
}: {
  comment: ModerationComment;
  confirming: boolean;
}) {
  return (
    <ModeratedCard id={comment.id} approved={comment.isApproved} confirming={confirming}>
      <Submission kind="Yorum" item={comment} text={comment.content}>
        <p className="mt-1 text-sm break-words">
          Yazı:{' '}
          <Link
            to={`${BLOG_PATH}/${comment.postSlug}`}
            className="font-medium text-primary underline underline-offset-2"
          >
            {comment.postTitle}
          </Link>
        </p>
        <PublishConsentLine consent={comment.publishConsent} />
      </Submission>
    </ModeratedCard>
  );
}

const statusBadge: Record<SubscriberStatus, 'default' | 'secondary' | 'outline'> = {
  confirmed: 'default',
  pending: 'secondary',
  withdrawn: 'outline',
};

function When({ label, value }: { label: string; value: string | null }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value ? <time dateTime={value}>{formatDateTimeTr(value)}</time> : <span>—</span>}</dd>
    </>
  );
}

/**
 * A subscriber with their consent record, every sign-up's shown text included
 * (docs/product.md#consent-record).
 */
export function SubscriberItem({
  subscriber,
  texts,
  confirming,
}: {
  subscriber: ListedSubscriber & { consents: Array<Consent & { subscriberId: number }> };
  texts: Record<string, string>;
  confirming: boolean;
}) {
  const heading = headingId(subscriber.id);
  const { consent } = subscriber;
  return (
    <li id={itemAnchor(subscriber.id)} className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span id={heading} className="font-semibold break-all">
              {subscriber.email}
            </span>
            <Badge variant={statusBadge[subscriber.status]}>
              {subscriberStatusLabels[subscriber.status]}
            </Badge>
            {subscriber.hardBounces >= HARD_BOUNCE_LIMIT ? (
              <Badge variant="outline">Bülten gönderilmiyor</Badge>
            ) : null}
          </p>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <When label="Kayıt" value={consent?.signedUpAt ?? subscriber.createdAt} />
            <When label="Onay" value={consent?.confirmedAt ?? null} />
            {consent?.withdrawnAt ? <When label="Ayrılma" value={consent.withdrawnAt} /> : null}
            <dt className="text-muted-foreground">Kaynak</dt>
            <dd className="break-all">{consent?.source ?? '—'}</dd>
            <dt className="text-muted-foreground">Onay metni</dt>
            <dd>{consent?.version ?? '—'}</dd>
            {subscriber.hardBounces > 0 ? (
              <>
                <dt className="text-muted-foreground">Kalıcı ret</dt>
                <dd>
                  {subscriber.hardBounces} kez (e-posta sunucusu bülteni geri çevirdi
                  {subscriber.hardBounces >= HARD_BOUNCE_LIMIT
                    ? `; ${HARD_BOUNCE_LIMIT} retten sonra bu adrese bülten gönderilmez`
                    : ''}
                  )
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        <DeleteAction id={subscriber.id} confirming={confirming} describedBy={heading} />
      </div>
      {subscriber.consents.length > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium text-primary">
            Onay kaydı ({subscriber.consents.length})
          </summary>
          <ol className="mt-2 grid gap-3">
            {subscriber.consents.map((entry) => (
              <li key={entry.id} className="rounded-lg border p-3">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                  <When label="Kayıt" value={entry.signedUpAt} />
                  <When label="Onay" value={entry.confirmedAt} />
                  <When label="Ayrılma" value={entry.withdrawnAt} />
                  <dt className="text-muted-foreground">Kaynak</dt>
                  <dd className="break-all">{entry.source}</dd>
                  <dt className="text-muted-foreground">Onay metni</dt>
                  <dd>{entry.version}</dd>
                </dl>
                <blockquote className="mt-2 border-l-2 pl-3 text-muted-foreground">
                  {texts[entry.version] ?? '—'}
                </blockquote>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
