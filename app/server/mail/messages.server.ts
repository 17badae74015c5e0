import type { SiteIdentity } from '#app/data/identity.ts';
import {
  ADMIN_COMMENTS_PATH,
  ADMIN_STORIES_PATH,
  NEWSLETTER_CONFIRM_PATH,
  PRIVACY_PATH,
  UNSUBSCRIBE_PATH,
} from '#app/data/page-paths.ts';
import { privacyFacts } from '#app/data/privacy.ts';
import { mailAbout, type OutgoingMail } from '#app/db/outbox.server.ts';
import { escapeHtml } from '#app/lib/html.ts';
import { oneLine } from '#app/schemas/text.ts';
import { textMailHtml } from '#app/server/mail/text-mail-html.server.ts';

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}/${token}`;
}

/** The confirmation page of a sign-up's one-time link: GET shows a button, only POST confirms. */
export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${NEWSLETTER_CONFIRM_PATH}/${token}`;
}

function visitorSignOff(
  publicUrl: string,
  { siteName, coachName, email }: Pick<SiteIdentity, 'siteName' | 'coachName' | 'email'>,
  contact: boolean,
): string[] {
  return [
    `Kişisel verilerinin nasıl işlendiğini Aydınlatma Metni’nde okuyabilirsin: ${publicUrl}${PRIVACY_PATH}`,
    '',
    'Sevgiyle,',
    coachName,
    siteName,
    ...(contact ? [`${publicUrl} · ${email}`] : []),
    '',
  ];
}

export function welcomeMail(
  subscriber: { id: number; email: string; unsubscribeToken: string },
  publicUrl: string,
  identity: Pick<SiteIdentity, 'siteName' | 'coachName' | 'email'>,
): OutgoingMail {
  const leave = unsubscribeUrl(publicUrl, subscriber.unsubscribeToken);
  const notice = `${publicUrl}${PRIVACY_PATH}`;
  const { siteName, coachName } = identity;
  const text = [
    'Merhaba,',
    '',
    `${siteName} bültenine aboneliğini onayladın. Yeni İlham Notları ve etkinliklerden ilk sen haberdar olacaksın.`,
    '',
    'Artık bülten almak istemediğinde aşağıdaki bağlantıyı açıp “Abonelikten Ayrıl” düğmesine basman yeterli; sana bir daha bülten gönderilmez:',
    leave,
    '',
    ...visitorSignOff(publicUrl, identity, false),
  ].join('\n');
  const html = `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><title>${escapeHtml(siteName)} bülteni</title></head>
<body style="margin:0;padding:24px;background:#f6f7f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p>Merhaba,</p>
<p><strong>${escapeHtml(siteName)}</strong> bültenine aboneliğini onayladın. Yeni İlham Notları ve etkinliklerden ilk sen haberdar olacaksın.</p>
<p>Artık bülten almak istemediğinde bağlantıyı açıp “Abonelikten Ayrıl” düğmesine basman yeterli; sana bir daha bülten gönderilmez.</p>
<p><a href="${escapeHtml(leave)}" style="color:#0f766e;font-weight:bold">Bülten aboneliğimden ayrılmak istiyorum</a></p>
<p style="font-size:14px;color:#52606d">Kişisel verilerinin nasıl işlendiğini <a href="${escapeHtml(notice)}" style="color:#0f766e">Aydınlatma Metni</a>’nde okuyabilirsin.</p>
<p>Sevgiyle,<br>${escapeHtml(coachName)}<br>${escapeHtml(siteName)}</p>
</div>
</body>
</html>
`;
  return {
    kind: 'newsletter-welcome',
    to: subscriber.email,
    subject: `${siteName} bültenine hoş geldin`,
    text,
    html,
    headers: {
      'Reply-To': identity.email,
      'List-Unsubscribe': `<${leave}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    about: mailAbout('subscriber', subscriber.id),
  };
}

/** The sign-up's confirmation mail; no unsubscribe link, as there is no subscription yet. */
export function confirmationMail(
  subscriber: { id: number; email: string },
  token: string,
  publicUrl: string,
  identity: Pick<SiteIdentity, 'siteName' | 'coachName' | 'email'>,
): OutgoingMail {
  const link = confirmUrl(publicUrl, token);
  const notice = `${publicUrl}${PRIVACY_PATH}`;
  const { siteName, coachName, email } = identity;
  const validity = `Bağlantı ${privacyFacts.confirmLinkDays} gün geçerlidir. Bülten yalnızca onayladıktan sonra gönderilir.`;
  const erasure = `Bu isteği sen yapmadıysan hiçbir şey yapmana gerek yok: onaylanmayan kayıtlar ${privacyFacts.unconfirmedSignUpDays} gün sonra silinir ve sana bülten gönderilmez.`;
  const text = [
    'Merhaba,',
    '',
    `${siteName} bültenine abone olmak için bu e-posta adresi (${subscriber.email}) yazıldı. Aboneliği başlatmak için aşağıdaki bağlantıyı açıp “Aboneliğimi onayla” düğmesine bas:`,
    link,
    '',
    validity,
    '',
    erasure,
    '',
    ...visitorSignOff(publicUrl, identity, true),
  ].join('\n');
  const html = `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><title>${escapeHtml(siteName)} bülteni: aboneliğini onayla</title></head>
<body style="margin:0;padding:24px;background:#f6f7f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p>Merhaba,</p>
<p><strong>${escapeHtml(siteName)}</strong> bültenine abone olmak için bu e-posta adresi (${escapeHtml(subscriber.email)}) yazıldı. Aboneliği başlatmak için bağlantıyı açıp “Aboneliğimi onayla” düğmesine bas.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#ffffff;font-weight:bold;padding:10px 18px;border-radius:8px;text-decoration:none">Aboneliğimi onaylamak istiyorum</a></p>
<p>${escapeHtml(validity)}</p>
<p>${escapeHtml(erasure)}</p>
<p style="font-size:14px;color:#52606d">Kişisel verilerinin nasıl işlendiğini <a href="${escapeHtml(notice)}" style="color:#0f766e">Aydınlatma Metni</a>’nde okuyabilirsin.</p>
<p>Sevgiyle,<br>${escapeHtml(coachName)}<br>${escapeHtml(siteName)}<br><a href="${escapeHtml(publicUrl)}" style="color:#0f766e">${escapeHtml(publicUrl)}</a> · ${escapeHtml(email)}</p>
</div>
</body>
</html>
`;
  return {
    kind: 'newsletter-confirm',
    to: subscriber.email,
    subject: `${siteName} bülteni: aboneliğini onayla`,
    text,
    html,
    headers: { 'Reply-To': email },
    about: mailAbout('subscriber', subscriber.id),
  };
}

/** To a confirmed subscriber signed up again: the form must not tell, so the owner hears it here. */
export function alreadySubscribedMail(
  subscriber: { id: number; email: string },
  publicUrl: string,
  identity: Pick<SiteIdentity, 'siteName' | 'coachName' | 'email'>,
): OutgoingMail {
  const { siteName, email } = identity;
  const subject = `${siteName} bültenine zaten abonesin`;
  const text = [
    'Merhaba,',
    '',
    `${siteName} bültenine abone olmak için bu e-posta adresi yeniden yazıldı. Bu adres zaten abone: yapman gereken bir şey yok, bülten gelmeye devam edecek.`,
    '',
    'Bu isteği sen yapmadıysan bu e-postayı görmezden gelebilirsin. Bülteni artık almak istemediğinde her bültenin altındaki bağlantıyla dilediğin an ayrılabilirsin.',
    '',
    ...visitorSignOff(publicUrl, identity, true),
  ].join('\n');
  return {
    kind: 'newsletter-already',
    to: subscriber.email,
    subject,
    text,
    html: textMailHtml(subject, text),
    headers: { 'Reply-To': email },
    about: mailAbout('subscriber', subscriber.id),
  };
}

/** Mails to the coach (docs/product.md#mail): Reply-To the visitor, no address in the subject. */
export function newSubscriberMail(
  to: string,
  subscriber: { id: number; email: string },
): OutgoingMail {
  return {
    kind: 'new-subscriber',
    to,
    subject: 'Yeni bülten abonesi',
    text: `Merhaba,\n\nBültene yeni bir abone katıldı: ${subscriber.email}\n\nBu ileti web sitesi tarafından otomatik gönderildi. Yanıtladığınızda yanıtınız aboneye gider.\n`,
    headers: { 'Reply-To': subscriber.email },
    about: mailAbout('subscriber', subscriber.id),
  };
}

/** The first 300 characters of a submission, as the coach's notice quotes it. */
function excerptOf(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

export function storyPendingMail(
  to: string,
  publicUrl: string,
  story: { id: number; authorName: string; email: string; story: string },
): OutgoingMail {
  const excerpt = excerptOf(story.story);
  // Stored as one line already; again here, so no row from before that rule adds lines.
  const author = oneLine(story.authorName);
  return {
    kind: 'story-pending',
    to,
    subject: `Onay bekleyen dönüşüm hikâyesi: ${author}`,
    text: `Merhaba,\n\n${author} bir dönüşüm hikâyesi paylaştı. Hikâye onayınızdan sonra yayımlanacak.\n\n“${excerpt}”\n\nİncelemek için: ${publicUrl}${ADMIN_STORIES_PATH}\n`,
    headers: { 'Reply-To': story.email },
    about: mailAbout('story', story.id),
  };
}

export function commentPendingMail(
  to: string,
  publicUrl: string,
  comment: { id: number; authorName: string; content: string; postTitle: string },
): OutgoingMail {
  const excerpt = excerptOf(comment.content);
  return {
    kind: 'comment-pending',
    to,
    subject: `Onay bekleyen yorum: ${comment.postTitle}`,
    text: `Merhaba,\n\n${oneLine(comment.authorName)}, “${comment.postTitle}” yazısına yorum yaptı. Yorum onayınızdan sonra yayımlanacak.\n\n“${excerpt}”\n\nİncelemek için: ${publicUrl}${ADMIN_COMMENTS_PATH}\n`,
    about: mailAbout('comment', comment.id),
  };
}
