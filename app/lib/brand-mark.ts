/** The site's mark, inside each page (docs/decisions/0011-one-font-file-and-inline-mark.md). */
export const BRAND_MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0f766e"/><path d="M18 44 32 16l14 28" fill="none" stroke="#fde68a" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><circle cx="32" cy="40" r="4" fill="#fff"/></svg>';

export const FAVICON_HREF = `data:image/svg+xml,${encodeURIComponent(BRAND_MARK_SVG)}`;
