/** A field people never see or fill (hidden and off the tab order); bots fill every field. */
export const HONEYPOT_FIELD = 'hp_kontrol';
