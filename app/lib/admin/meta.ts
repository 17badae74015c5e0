import type { MetaDescriptor } from 'react-router';

/** Every moderation page: its title and noindex (the server adds X-Robots-Tag as well). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Yönetim` }, { name: 'robots', content: 'noindex' }];
}
