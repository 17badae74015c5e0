/** KVKK art. 5/1 (docs/product.md#story): the server stores the text with the item, so never edit a shown one. */
export const PUBLISH_CONSENT_FIELD = 'publishConsent';

export const storyConsentText =
  'Adımın, hikâyemin ve (varsa) fotoğrafımın sitede yayımlanmasına izin veriyorum.';

export const commentConsentText =
  'Adımın ve yorumumun bu yazının altında herkese açık olarak yayımlanmasına izin veriyorum.';
