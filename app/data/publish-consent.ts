/**
 * The boxes a visitor ticks to let a story or a comment be published (docs/product.md#story,
 * #comment; KVKK art. 5/1: explicit consent to publish a name and what they wrote). The pages'
 * loaders send these texts to the forms, and the server stores the same text with the item, so
 * the consent stays provable after the wording changes: change the texts here, never the stored
 * copies.
 */
/** The box's field name on both forms: a ticked box sends it, an unticked one nothing. */
export const PUBLISH_CONSENT_FIELD = 'publishConsent';

export const storyConsentText =
  'Adımın, hikâyemin ve (varsa) fotoğrafımın sitede yayımlanmasına izin veriyorum.';

export const commentConsentText =
  'Adımın ve yorumumun bu yazının altında herkese açık olarak yayımlanmasına izin veriyorum.';
