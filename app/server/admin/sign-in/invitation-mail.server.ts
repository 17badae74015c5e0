import { ADMIN_INVITATION_PATH } from '#app/data/page-paths.ts';
import type { SiteIdentity } from '#app/data/identity.ts';
import type { Invitation } from '#app/db/accounts/admin-invitations.server.ts';
import { mailAbout, type OutgoingMail } from '#app/db/outbox.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { roleLabel } from '#app/schemas/account-fields.ts';

/** The invitation's one-time link: the page where the new account sets its password. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${ADMIN_INVITATION_PATH}/${token}`;
}

const rights: Record<AdminRole, string> = {
  assistant:
    'Asistan olarak hikâyeleri ve yorumları denetleyebilir, yazıları düzenleyip zamanlayabilirsiniz.',
  owner: 'Site sahibi olarak yönetim panelindeki her şeyi yapabilirsiniz.',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The invitation mail (docs/product.md#accounts), queued in the invitation's transaction. */
export function invitationMail(
  invitation: Pick<Invitation, 'id' | 'email' | 'role' | 'expiresAt'>,
  token: string,
  {
    publicUrl,
    invitedBy,
    identity,
  }: {
    publicUrl: string;
    invitedBy: string;
    identity: Pick<SiteIdentity, 'siteName' | 'coachName'>;
  },
): OutgoingMail {
  const link = invitationUrl(publicUrl, token);
  const role = roleLabel(invitation.role);
  const { siteName, coachName } = identity;
  const intro = `${invitedBy}, sizi ${siteName} sitesinin yönetim paneline “${role}” olarak davet etti. ${rights[invitation.role]}`;
  const ask =
    'Hesabınızı açmak için aşağıdaki bağlantıyı açıp bir şifre belirleyin; ardından yönetim paneline girmiş olursunuz.';
  const validity =
    'Bağlantı 72 saat geçerlidir ve yalnızca bir kez kullanılabilir. Süresi dolarsa site sahibinden yeni bir davet isteyin.';
  const notYou =
    'Bu daveti beklemiyorsanız hiçbir şey yapmanıza gerek yok: bağlantı kullanılmazsa hesap açılmaz.';
  const text = [
    'Merhaba,',
    '',
    intro,
    '',
    ask,
    link,
    '',
    validity,
    '',
    notYou,
    '',
    'Sevgiyle,',
    coachName,
    siteName,
    publicUrl,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><title>${escapeHtml(siteName)}: yönetim paneline davet</title></head>
<body style="margin:0;padding:24px;background:#f6f7f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p>Merhaba,</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(ask)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;font-weight:bold;padding:10px 18px;border-radius:8px;text-decoration:none">Şifremi belirlemek istiyorum</a></p>
<p>${escapeHtml(validity)}</p>
<p style="font-size:14px;color:#52606d">${escapeHtml(notYou)}</p>
<p>Sevgiyle,<br>${escapeHtml(coachName)}<br>${escapeHtml(siteName)}<br><a href="${escapeHtml(publicUrl)}" style="color:#0f766e">${escapeHtml(publicUrl)}</a></p>
</div>
</body>
</html>
`;
  return {
    kind: 'admin-invitation',
    to: invitation.email,
    subject: `${siteName}: yönetim paneline davet`,
    text,
    html,
    about: mailAbout('invitation', invitation.id),
  };
}
