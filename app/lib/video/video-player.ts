export const VIDEO_PLAY_SELECTOR = 'button[data-video-src]';

/** The embed's whole script. */
export function playVideo(button: HTMLButtonElement): void {
  const { videoSrc, videoTitle } = button.dataset;
  const frameBox = button.parentElement;
  if (!videoSrc || !frameBox) return;
  const frame = document.createElement('iframe');
  frame.src = videoSrc;
  frame.title = videoTitle ?? '';
  frame.allow = 'autoplay; encrypted-media; picture-in-picture';
  frame.allowFullscreen = true;
  frame.loading = 'lazy';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.className = 'absolute inset-0 size-full border-0';
  frameBox.replaceChildren(frame);
  // The button the visitor pressed is gone; hand focus to the player that replaced it.
  frame.focus();
}
