import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';

import { VideoEmbed } from '#app/components/sections/video-embed.tsx';
import { mediaItems } from '#app/data/media.ts';
import { MediaGrid, mediaVideos } from '#app/routes/marketing/media/media-grid.tsx';

test('the server HTML has posters and play buttons but no frame and no third-party image', () => {
  const html = renderToStaticMarkup(createElement(MediaGrid, { items: mediaVideos(mediaItems) }));
  expect(html.match(/<button/g)).toHaveLength(4);
  expect(html).toContain('Videoyu oynat: Koçluk Nedir, Ne Değildir?');
  expect(html).not.toContain('<iframe');
  expect(html).not.toMatch(/<img[^>]+src="https?:/);
  expect(html).not.toContain('ytimg');
  expect(html.match(/>YouTube’da izle/g)).toHaveLength(4);
});

test('an empty list shows the placeholder notice', () => {
  const html = renderToStaticMarkup(createElement(MediaGrid, { items: [] }));
  expect(html).toContain('Henüz video eklenmedi.');
  expect(html).not.toContain('<button');
});

test('a URL without a video id shows "Video yüklenemedi." instead of a player', () => {
  const broken = mediaItems.slice(0, 1).map((item) => ({
    ...item,
    sourceUrl: 'https://www.youtube.com/watch?v=kisa',
  }));
  const html = renderToStaticMarkup(createElement(MediaGrid, { items: mediaVideos(broken) }));
  expect(html).toContain('Video yüklenemedi.');
  expect(html).not.toContain('<button');
  expect(html).not.toContain('YouTube’da izle');
});

test('without a poster the box is a local gradient panel, never a host thumbnail', () => {
  const html = renderToStaticMarkup(
    createElement(VideoEmbed, { videoId: 'M7lc1UVf-VE', title: 'Tanıtım' }),
  );
  expect(html).not.toContain('<img');
  expect(html).toContain('bg-gradient-to-br');
  expect(html).toContain('Videoyu oynat: Tanıtım');
});
