import { Link } from 'react-router';

import { ConfirmPanel } from '#app/components/admin/confirm-panel.tsx';
import { IntentButton } from '#app/components/admin/desk-form.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { adminPostPath } from '#app/lib/admin/post-paths.ts';
import { POST_INTENTS } from '#app/schemas/post-fields.ts';
import type { EditorPost } from '#app/server/admin/desks/post-desk.server.ts';

/** The post's buttons under its form; "Sil" first asks, on the page itself (`?sil=1`). */
export function PostActions({
  post,
  confirmingDelete,
  busy,
}: {
  post: EditorPost | null;
  confirmingDelete: boolean;
  busy: boolean;
}) {
  const visible = post?.status === 'published' || post?.status === 'scheduled';
  return (
    <div className="flex flex-wrap gap-3 border-t pt-5">
      <IntentButton intent={POST_INTENTS.save} disabled={busy}>
        {post && post.status !== 'draft' ? 'Değişiklikleri kaydet' : 'Taslak olarak kaydet'}
      </IntentButton>
      <IntentButton intent={POST_INTENTS.preview} variant="outline" disabled={busy}>
        Önizle
      </IntentButton>
      <IntentButton intent={POST_INTENTS.publish} variant="success" disabled={busy}>
        Yayımla
      </IntentButton>
      <IntentButton intent={POST_INTENTS.schedule} variant="secondary" disabled={busy}>
        Zamanla
      </IntentButton>
      {visible ? (
        <IntentButton intent={POST_INTENTS.unpublish} variant="outline" disabled={busy}>
          Yayından kaldır
        </IntentButton>
      ) : null}
      {post && !confirmingDelete ? (
        <Button asChild variant="outline">
          <Link to="?sil=1#silme-sorusu">Sil</Link>
        </Button>
      ) : null}
    </div>
  );
}

export function ConfirmDelete({ post }: { post: EditorPost }) {
  return (
    <ConfirmPanel
      id="silme-sorusu"
      tone="destructive"
      question={`“${post.title}” yazısını silmek istediğinize emin misiniz? Yazı, sürümleri ve ${post.commentCount > 0 ? `${post.commentCount} yorumu` : 'yorumları'} kalıcı olarak silinir.`}
      intent={POST_INTENTS.delete}
      confirm="Evet, sil"
      cancelTo={adminPostPath(post.id)}
    />
  );
}
