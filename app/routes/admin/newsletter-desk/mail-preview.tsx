import type { MailPreview } from '#app/server/admin/desks/newsletter-desk.server.ts';

/**
 * The mail's two parts: the HTML in a sandboxed frame (no script, no form, no link that leaves
 * this page: it is the mail's own document) and the plain text as a subscriber's program shows it.
 */
export function MailPreviewParts({ preview }: { preview: MailPreview }) {
  return (
    <div className="mt-4 grid gap-6">
      <p>
        <span className="font-semibold">Konu:</span> {preview.subject}
      </p>
      <div>
        <h3 className="font-semibold">HTML e-posta</h3>
        <iframe
          title="Bültenin HTML önizlemesi"
          sandbox=""
          srcDoc={preview.html}
          className="mt-2 h-[32rem] w-full rounded-xl border bg-white"
        />
      </div>
      <div>
        <h3 id="duz-metin-baslik" className="font-semibold">
          Düz metin e-posta
        </h3>
        <pre
          aria-labelledby="duz-metin-baslik"
          tabIndex={0}
          className="mt-2 max-h-[32rem] overflow-auto rounded-xl border bg-muted p-4 text-sm whitespace-pre-wrap"
        >
          {preview.text}
        </pre>
      </div>
      <p className="text-sm text-muted-foreground">
        Önizleme deneme e-postası gibidir: abonelere gidende altta bülten sayfası yerine her aboneye
        özel abonelikten ayrılma bağlantısı bulunur.
      </p>
    </div>
  );
}
