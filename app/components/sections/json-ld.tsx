import { serializeJsonLd, type JsonLdObject } from '#app/lib/seo/json-ld.ts';
import { useNonce } from '#app/lib/nonce.ts';

/** Structured data for search engines, as one <script type="application/ld+json">. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Escaped by serializeJsonLd: no "<" survives, so the script cannot be closed early.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
