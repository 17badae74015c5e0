import { POST_IMAGE_MAX_BYTES } from '#app/schemas/post-limits.ts';

/**
 * What the post editor's image uploads answer (docs/product.md#photos); kept apart from the
 * server code so that the editor's script can say the same before it sends a file.
 */
export const postImageMessages = {
  notAnImage: 'Yalnızca JPEG, PNG veya WebP görsel yüklenebilir.',
  tooLarge: `Görsel en fazla ${POST_IMAGE_MAX_BYTES / (1024 * 1024)} MB olabilir.`,
  unreadable: 'Görsel okunamadı: dosya bozuk ya da eksik olabilir.',
  tooManyPixels: 'Görselin çözünürlüğü çok yüksek: en fazla 50 megapiksel olabilir.',
  storeFailed: 'Görsel kaydedilemedi. Lütfen biraz sonra tekrar deneyin.',
  missingFile: 'Yüklenecek bir görsel seçilmedi.',
  malformed: 'Yükleme okunamadı. Lütfen tekrar deneyin.',
  sessionExpired: 'Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.',
  postOnly: 'Görseller yalnızca yükleme formuyla gönderilebilir.',
} as const;
