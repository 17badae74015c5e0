/**
 * The box a visitor ticks to let a story be published (docs/product.md#story; KVKK art. 5/1:
 * explicit consent to publish a name, a story and a photo). The home page's loader sends this
 * text to the form, and the server stores the same text with the story, so the consent stays
 * provable after the wording changes: change the text here, never the stored copies.
 */
/** The box's field name: a ticked box sends it, an unticked one nothing. */
export const STORY_CONSENT_FIELD = 'publishConsent';

export const storyConsentText =
  'Adımın, hikâyemin ve (varsa) fotoğrafımın sitede yayımlanmasına izin veriyorum.';
