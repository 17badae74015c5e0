export type JsonLdObject = { '@type': string } & Record<string, unknown>;

/** Safe inside <script>: "</script>" and "<!--" cannot close or open anything. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  const graph = Array.isArray(data)
    ? { '@context': 'https://schema.org', '@graph': data }
    : { '@context': 'https://schema.org', ...data };
  return JSON.stringify(graph).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
}

export function breadcrumbJsonLd(
  publicUrl: string,
  trail: Array<{ name: string; path: string }>,
): JsonLdObject {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Ana Sayfa', path: '/' }, ...trail].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${publicUrl}${item.path}`,
    })),
  };
}
