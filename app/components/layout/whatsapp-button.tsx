import { MessageCircle } from 'lucide-react';

import { whatsappHref } from '#app/lib/contact-links.ts';

/** The floating messaging-app button shown on every public page (docs/product.md#layout). */
export function WhatsappButton({ number, greeting }: { number: string; greeting: string }) {
  return (
    <aside aria-label="Hızlı iletişim">
      <a
        href={whatsappHref(number, greeting)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="WhatsApp ile yaz (yeni sekmede açılır)"
        className="fixed right-5 bottom-5 z-40 flex size-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <MessageCircle aria-hidden className="size-7" />
      </a>
    </aside>
  );
}
