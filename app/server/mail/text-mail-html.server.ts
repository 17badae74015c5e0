import { escapeHtml } from '#app/lib/html.ts';

const LINK = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** A plain-text mail as its HTML part, saying the same, so either part shows the whole mail. */
export function textMailHtml(title: string, text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph)
          .replace(LINK, (url) => `<a href="${url}" style="color:#0f766e">${url}</a>`)
          .replace(/\n/g, '<br>\n')}</p>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f7f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
${paragraphs}
</div>
</body>
</html>
`;
}
