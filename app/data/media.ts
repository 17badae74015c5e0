import type { MediaItem } from '#app/data/content-schema.ts';

// Different URL forms on purpose: the page extracts the id from any of them.
export const mediaItems: MediaItem[] = [
  {
    id: 'kocluk-nedir',
    platform: 'youtube',
    title: 'Koçluk Nedir, Ne Değildir?',
    description:
      'Koçluğun terapiden, danışmanlıktan ve mentorluktan farkını kısa örneklerle anlatıyorum. İlk seansa gelmeden önce aklındaki soruların çoğuna burada yanıt bulabilirsin.',
    sourceUrl: 'https://www.youtube.com/watch?v=Q7xK2pLm9Zt&t=42s',
    poster: {
      src: '/images/media/kocluk-nedir.svg',
      alt: 'Koçluk Nedir, Ne Değildir? videosunun kapak görseli: oynat simgesi ve konuşma balonları',
      width: 1280,
      height: 720,
    },
  },
  {
    id: 'nlp-ile-ic-ses',
    platform: 'youtube',
    title: 'NLP ile İç Sesini Dönüştür',
    description:
      'Kendinle konuşma biçimini fark etmen ve onu daha destekleyici bir dile dönüştürmen için uygulayabileceğin basit bir NLP egzersizi.',
    sourceUrl: 'https://youtu.be/b3Nf8Rw_T1e?si=abc',
    poster: {
      src: '/images/media/nlp-ile-ic-ses.svg',
      alt: 'NLP ile İç Sesini Dönüştür videosunun kapak görseli: oynat simgesi ve ses dalgaları',
      width: 1280,
      height: 720,
    },
  },
  {
    id: 'bir-dakikalik-nefes',
    platform: 'youtube',
    title: 'Bir Dakikalık Nefes Molası',
    description:
      'Yoğun bir günün ortasında bir dakikanı ayır: birlikte nefes alıp vererek zihnini toparlıyoruz.',
    sourceUrl: 'https://www.youtube.com/shorts/Hx4-mV2cJ0s',
    poster: {
      src: '/images/media/bir-dakikalik-nefes.svg',
      alt: 'Bir Dakikalık Nefes Molası videosunun kapak görseli: oynat simgesi ve genişleyen halkalar',
      width: 1280,
      height: 720,
    },
  },
  {
    id: 'smart-hedef-belirleme',
    platform: 'youtube',
    title: 'SMART Yöntemiyle Hedef Belirleme',
    description:
      'Belirli, ölçülebilir, ulaşılabilir, gerçekçi ve zamanı belirli hedefler koymanın adımlarını bir örnek üzerinden birlikte uyguluyoruz.',
    sourceUrl: 'https://www.youtube-nocookie.com/embed/Z9pLq3Wv7Ka',
    poster: {
      src: '/images/media/smart-hedef-belirleme.svg',
      alt: 'SMART Yöntemiyle Hedef Belirleme videosunun kapak görseli: oynat simgesi ve hedef tahtası',
      width: 1280,
      height: 720,
    },
  },
];
