import type { SubscriberStatus } from '#app/db/schema.ts';

export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: 'Onay bekliyor',
  confirmed: 'Onaylı',
  withdrawn: 'Ayrıldı',
};

export const subscriberStatusParams: Record<string, SubscriberStatus> = {
  bekleyen: 'pending',
  onayli: 'confirmed',
  ayrilan: 'withdrawn',
};

/** From this many permanent refusals (SMTP 5xx) on, an address gets no newsletter. */
export const HARD_BOUNCE_LIMIT = 3;
