/** Hidden and off the tab order: people never fill it, bots fill every field. */
export const HONEYPOT_FIELD = 'hp_kontrol';
