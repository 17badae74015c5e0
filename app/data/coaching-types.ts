import type { Service, ServiceId } from '#app/data/content-schema.ts';
import { services } from '#app/data/services.ts';

export type CoachingTypeCard = Pick<Service, 'id' | 'title' | 'icon'> & { lead: string };

/** The home page's order (docs/product.md#public-pages), which differs from the service list's. */
export const homeServiceOrder: ServiceId[] = [
  'nlp',
  'yasam',
  'quantum',
  'myk',
  'kariyer',
  'iliski',
  'takim',
  'performans',
  'ogrenci',
  'yatirim',
];

export function coachingTypeCards(): CoachingTypeCard[] {
  return homeServiceOrder.map((id) => {
    const service = services.find((item) => item.id === id);
    if (!service) throw new Error(`Hizmet bulunamadı: ${id}`);
    return {
      id: service.id,
      title: service.title,
      icon: service.icon,
      lead: service.description.split(/(?<=\.)\s/)[0] ?? service.description,
    };
  });
}
