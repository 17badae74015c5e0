import { convert } from 'html-to-text';

import type { SiteIdentity } from '#app/data/identity.ts';
import { NEWSLETTER_PATH, PRIVACY_PATH } from '#app/data/page-paths.ts';
import type { NewsletterContent } from '#app/db/newsletters.server.ts';
import { renderArticle } from '#app/server/blog.server.ts';
import { unsubscribeUrl } from '#app/server/mail/messages.server.ts';

export type NewsletterIdentity = Pick<
  SiteIdentity,
  'siteName' | 'coachName' | 'email' | 'phone' | 'postalAddress'
>;

export type NewsletterMessage = {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The body as mail HTML: absolute addresses, links as written, no click counting or tracking pixel. */
export function newsletterBodyHtml(body: string, publicUrl: string): string {
  return renderArticle(body)
    .replace(/(href|src)="\/(?!\/)/g, `$1="${publicUrl}/`)
    .replace(/<img /g, '<img style="max-width:100%;height:auto;border-radius:8px" ');
}

export function newsletterBodyText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable' },
    ],
  }).trim();
}

type Rendered = { html: string; text: string };
const RENDERED_KEPT = 50;
const rendered = new Map<string, Rendered>();

/** A send renders the body once, not once per subscriber. */
function renderedBody(key: string | null, body: string, publicUrl: string): Rendered {
  const cached = key ? rendered.get(key) : undefined;
  if (cached) return cached;
  const html = newsletterBodyHtml(body, publicUrl);
  const result = { html, text: newsletterBodyText(html) };
  if (key) {
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
    rendered.set(key, result);
  }
  return result;
}

/** A newsletter as one subscriber gets it (docs/product.md#newsletter). */
export function newsletterMail({
  newsletter,
  to,
  publicUrl,
  identity,
  cacheKey = null,
}: {
  newsletter: NewsletterContent;
  to: { unsubscribeToken: string } | null;
  publicUrl: string;
  identity: NewsletterIdentity;
  cacheKey?: string | null;
}): NewsletterMessage {
  const body = renderedBody(cacheKey, newsletter.body, publicUrl);
  const leave = to
    ? unsubscribeUrl(publicUrl, to.unsubscribeToken)
    : `${publicUrl}${NEWSLETTER_PATH}`;
  const { siteName, coachName, email, phone, postalAddress } = identity;
  const reason = `Bu e-postayı, ${siteName} bültenine abone olup aboneliğini onayladığın için alıyorsun.`;
  const stop = to
    ? 'Bülten almak istemiyorsan bağlantıyı açıp “Abonelikten Ayrıl” düğmesine basman yeterli; ücretsizdir ve sana bir daha bülten gönderilmez.'
    : 'Bu bir deneme gönderimidir: abonelere giden e-postada bu bağlantı, her aboneye özel abonelikten ayrılma bağlantısıdır.';
  const sender = `Gönderen: ${coachName}, ${siteName} · ${postalAddress} · ${email} · ${phone}`;
  const text = [
    body.text,
    '',
    '--',
    reason,
    stop,
    leave,
    '',
    sender,
    `Aydınlatma Metni: ${publicUrl}${PRIVACY_PATH}`,
    '',
  ].join('\n');
  const muted = 'font-size:13px;color:#52606d;line-height:1.5';
  const html = `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(newsletter.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f6f7f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.6">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:#0f766e">${escapeHtml(siteName)}</p>
${body.html}
</div>
<div style="max-width:600px;margin:16px auto 0;padding:0 24px">
<p style="${muted}">${escapeHtml(reason)} ${escapeHtml(stop)}</p>
<p style="${muted}"><a href="${escapeHtml(leave)}" style="color:#0f766e;font-weight:bold">${to ? 'Abonelikten ayrıl' : 'Bülten sayfası'}</a></p>
<p style="${muted}">${escapeHtml(sender)}<br><a href="${escapeHtml(`${publicUrl}${PRIVACY_PATH}`)}" style="color:#0f766e">Aydınlatma Metni</a></p>
</div>
</body>
</html>
`;
  const headers: Record<string, string> = {
    'List-Id': `<bulten.${new URL(publicUrl).hostname}>`,
    // A subscriber's reply reaches the coach's public address, not the sending one.
    'Reply-To': email,
  };
  if (to) {
    headers['List-Unsubscribe'] = `<${leave}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    subject: to ? newsletter.subject : `[Deneme] ${newsletter.subject}`,
    html,
    text,
    headers,
  };
}
