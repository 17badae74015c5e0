import { describe, expect, test } from 'vitest';

import { mediaItems } from '#app/data/media.ts';
import { embedUrl, extractVideoId, watchUrl } from '#app/lib/video/video.ts';

describe('extractVideoId', () => {
  test.each([
    ['https://www.youtube.com/watch?v=Q7xK2pLm9Zt', 'Q7xK2pLm9Zt'],
    ['https://www.youtube.com/watch?v=Q7xK2pLm9Zt&t=42s', 'Q7xK2pLm9Zt'],
    ['https://www.youtube.com/watch?feature=shared&v=Q7xK2pLm9Zt&list=PL123', 'Q7xK2pLm9Zt'],
    ['https://youtube.com/watch?v=Q7xK2pLm9Zt', 'Q7xK2pLm9Zt'],
    ['https://m.youtube.com/watch?v=Q7xK2pLm9Zt&t=1m2s', 'Q7xK2pLm9Zt'],
    ['https://music.youtube.com/watch?v=Q7xK2pLm9Zt&si=xyz', 'Q7xK2pLm9Zt'],
    ['http://www.youtube.com/watch?v=Q7xK2pLm9Zt', 'Q7xK2pLm9Zt'],
    ['www.youtube.com/watch?v=Q7xK2pLm9Zt', 'Q7xK2pLm9Zt'],
    ['  https://www.youtube.com/watch?v=Q7xK2pLm9Zt  ', 'Q7xK2pLm9Zt'],
    ['https://youtu.be/b3Nf8Rw_T1e', 'b3Nf8Rw_T1e'],
    ['https://youtu.be/b3Nf8Rw_T1e?si=abc', 'b3Nf8Rw_T1e'],
    ['https://youtu.be/b3Nf8Rw_T1e?t=30', 'b3Nf8Rw_T1e'],
    ['youtu.be/b3Nf8Rw_T1e', 'b3Nf8Rw_T1e'],
    ['https://www.youtube.com/embed/Z9pLq3Wv7Ka', 'Z9pLq3Wv7Ka'],
    ['https://www.youtube.com/embed/Z9pLq3Wv7Ka?start=10&rel=0', 'Z9pLq3Wv7Ka'],
    ['https://www.youtube-nocookie.com/embed/Z9pLq3Wv7Ka', 'Z9pLq3Wv7Ka'],
    ['https://youtube-nocookie.com/embed/Z9pLq3Wv7Ka?autoplay=1', 'Z9pLq3Wv7Ka'],
    ['https://www.youtube.com/shorts/Hx4-mV2cJ0s', 'Hx4-mV2cJ0s'],
    ['https://youtube.com/shorts/Hx4-mV2cJ0s?feature=share', 'Hx4-mV2cJ0s'],
    ['https://www.youtube.com/shorts/Hx4-mV2cJ0s/', 'Hx4-mV2cJ0s'],
    ['https://www.youtube.com/live/M7lc1UVf-VE?si=abc', 'M7lc1UVf-VE'],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE#comments', 'M7lc1UVf-VE'],
  ])('%s → %s', (url, id) => {
    expect(extractVideoId(url)).toBe(id);
  });

  test('finds the id in every built-in media URL', () => {
    expect(mediaItems.map((item) => extractVideoId(item.sourceUrl))).toEqual([
      'Q7xK2pLm9Zt',
      'b3Nf8Rw_T1e',
      'Hx4-mV2cJ0s',
      'Z9pLq3Wv7Ka',
    ]);
  });

  test.each([
    ['an empty string', ''],
    ['garbage', 'video izle'],
    ['a bare id', 'Q7xK2pLm9Zt'],
    ['another host with a v parameter', 'https://vimeo.com/watch?v=Q7xK2pLm9Zt'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=Q7xK2pLm9Zt'],
    ['a look-alike short host', 'https://notyoutu.be/b3Nf8Rw_T1e'],
    ['a javascript: URL', 'javascript:alert(1)//youtu.be/b3Nf8Rw_T1e'],
    ['a watch URL without v', 'https://www.youtube.com/watch?t=42s'],
    ['a 10-character id', 'https://www.youtube.com/watch?v=Q7xK2pLm9Z'],
    ['a 12-character id', 'https://www.youtube.com/watch?v=Q7xK2pLm9Ztx'],
    ['a too long short-link id', 'https://youtu.be/b3Nf8Rw_T1eX'],
    ['an id with a forbidden character', 'https://youtu.be/b3Nf8Rw.T1e'],
    ['a channel page', 'https://www.youtube.com/@ayseornekkoc'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PLQ7xK2pLm9Zt'],
    ['an unknown path', 'https://www.youtube.com/user/Q7xK2pLm9Zt'],
    ['shorts on the privacy host', 'https://www.youtube-nocookie.com/shorts/Hx4-mV2cJ0s'],
    ['a nested embed path', 'https://www.youtube.com/embed/Z9pLq3Wv7Ka/extra'],
  ])('rejects %s', (_label, url) => {
    expect(extractVideoId(url)).toBeNull();
  });
});

test('embed and watch URLs', () => {
  expect(embedUrl('Q7xK2pLm9Zt')).toBe(
    'https://www.youtube-nocookie.com/embed/Q7xK2pLm9Zt?autoplay=1&rel=0',
  );
  expect(watchUrl('Q7xK2pLm9Zt')).toBe('https://www.youtube.com/watch?v=Q7xK2pLm9Zt');
});
