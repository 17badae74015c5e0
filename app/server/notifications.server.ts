import type { OutgoingMail } from '#app/db/outbox.server.ts';

/** The coach's notification mails, in Turkish (SPEC call 3 and the moderation queue). */
export function newSubscriberMail(to: string, email: string): OutgoingMail {
  return {
    kind: 'new-subscriber',
    to,
    subject: `Yeni bülten abonesi: ${email}`,
    text: `Merhaba,\n\nBültene yeni bir abone katıldı: ${email}\n\nBu ileti web sitesi tarafından otomatik gönderildi.\n`,
  };
}

export function storyPendingMail(
  to: string,
  publicUrl: string,
  story: { authorName: string; story: string },
): OutgoingMail {
  const excerpt = story.story.length > 300 ? `${story.story.slice(0, 300)}…` : story.story;
  return {
    kind: 'story-pending',
    to,
    subject: `Onay bekleyen dönüşüm hikâyesi: ${story.authorName}`,
    text: `Merhaba,\n\n${story.authorName} bir dönüşüm hikâyesi paylaştı. Hikâye onayınızdan sonra yayınlanacak.\n\n"${excerpt}"\n\nİncelemek için: ${publicUrl}/yonetim/hikayeler\n`,
  };
}

export function commentPendingMail(
  to: string,
  publicUrl: string,
  comment: { authorName: string; content: string; postTitle: string },
): OutgoingMail {
  const excerpt =
    comment.content.length > 300 ? `${comment.content.slice(0, 300)}…` : comment.content;
  return {
    kind: 'comment-pending',
    to,
    subject: `Onay bekleyen yorum: ${comment.postTitle}`,
    text: `Merhaba,\n\n${comment.authorName}, "${comment.postTitle}" yazısına yorum yaptı. Yorum onayınızdan sonra yayınlanacak.\n\n"${excerpt}"\n\nİncelemek için: ${publicUrl}/yonetim/yorumlar\n`,
  };
}
