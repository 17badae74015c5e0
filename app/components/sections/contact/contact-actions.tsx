import { Mail, MessageCircle } from 'lucide-react';

import { Button } from '#app/components/ui/button.tsx';
import { mailtoHref, whatsappHref } from '#app/lib/contact-links.ts';

/** The two ways to write: an e-mail with a subject and a chat with a prefilled message. */
export function ContactActions({
  email,
  emailSubject,
  whatsappNumber,
  whatsappText,
}: {
  email: string;
  emailSubject: string;
  whatsappNumber: string;
  whatsappText: string;
}) {
  return (
    <>
      <Button asChild size="lg">
        <a href={mailtoHref(email, emailSubject)}>
          <Mail aria-hidden />
          E-posta Gönder
        </a>
      </Button>{' '}
      <Button asChild size="lg" variant="success">
        <a
          href={whatsappHref(whatsappNumber, whatsappText)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden />
          WhatsApp’tan Yaz
          <span className="sr-only"> (yeni sekmede açılır)</span>
        </a>
      </Button>
    </>
  );
}
