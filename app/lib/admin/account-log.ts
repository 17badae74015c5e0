/**
 * The audit entries of the accounts page (targetType `account`, docs/product.md#accounts) in
 * Turkish, for the dashboard's log: the target is the account's address, the detail its role.
 */
export function describeAccountLogEntry(entry: {
  action: string;
  targetId: string;
  detail: string | null;
}): string {
  const { targetId: email, detail: role } = entry;
  const asRole = role ? ` (${role})` : '';
  switch (entry.action) {
    case 'invitation-sent':
      return `${email} davet edildi${asRole}`;
    case 'invitation-resent':
      return `${email} yeniden davet edildi${asRole}`;
    case 'invitation-cancelled':
      return `${email} adresine gönderilen davet geri alındı`;
    case 'invitation-accepted':
      return `${email} daveti kabul edip hesabını açtı${asRole}`;
    case 'role-changed':
      return role ? `${email} hesabının rolü “${role}” oldu` : `${email} hesabının rolü değişti`;
    case 'account-removed':
      return `${email} hesabı silindi`;
    default:
      return `Hesap ${email}: ${entry.action}`;
  }
}
