/** Text for an HTML element or a quoted attribute: the five characters HTML reads, as references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
