/**
 * The boxes that let a story or a comment be published (KVKK art. 5/1; docs/product.md#story): the
 * server stores the text with the item, so change the texts here, never the stored copies.
 */
/** The box's field name on both forms: a ticked box sends it, an unticked one nothing. */
export const PUBLISH_CONSENT_FIELD = 'publishConsent';

export const storyConsentText =
  'Adımın, hikâyemin ve (varsa) fotoğrafımın sitede yayımlanmasına izin veriyorum.';

export const commentConsentText =
  'Adımın ve yorumumun bu yazının altında herkese açık olarak yayımlanmasına izin veriyorum.';
