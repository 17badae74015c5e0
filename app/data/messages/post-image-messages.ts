import { POST_IMAGE_MAX_BYTES } from '#app/schemas/post-limits.ts';

/** Apart from the server code, so the editor's script can say the same before it sends (docs/product.md#photos). */
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
