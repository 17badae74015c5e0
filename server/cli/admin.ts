import { openDatabase } from '#app/db/client.server.ts';
import { migrateToLatest } from '#app/db/migrate.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { AdminAccountSchema } from '#app/schemas/admin.ts';
import { createAdminAccount, resetAdminPassword } from '#app/server/admin/sign-in/auth.server.ts';
import { resetSecondFactor } from '#app/server/admin/sign-in/second-factor.server.ts';
import { getConfig } from '#app/server/config.server.ts';
import { databaseOptions } from '#app/server/runtime.server.ts';

export type AdminCommand = 'create' | 'reset-password' | 'reset-second-factor';

/** What `npm run admin` prints, and its exit code: 0 done, 1 refused, 2 wrong input. */
export type AdminCommandResult = { code: 0 | 1 | 2; message: string };

/** `npm run admin -- create | reset-password`. */
export async function runAdminCommand(
  command: AdminCommand,
  input: { email: string; password?: string; role?: AdminRole },
): Promise<AdminCommandResult> {
  if (command === 'reset-second-factor') return resetSecondFactorCommand(input.email);
  const parsed = AdminAccountSchema.safeParse(input);
  const role = input.role ?? 'owner';
  if (!parsed.success) {
    return { code: 2, message: parsed.error.issues[0]?.message ?? 'Geçersiz giriş.' };
  }
  const { email, password } = parsed.data;
  const handle = openDatabase(databaseOptions(getConfig()));
  try {
    await migrateToLatest(handle);
    if (command === 'create') {
      const admin = await createAdminAccount(handle.db, email, password, role);
      return admin
        ? {
            code: 0,
            message:
              role === 'owner'
                ? `Yönetici hesabı oluşturuldu: ${admin.email}`
                : `Asistan hesabı oluşturuldu: ${admin.email}`,
          }
        : {
            code: 1,
            message: `Bu e-posta adresiyle bir yönetici hesabı zaten var: ${email}. Şifresini değiştirmek için: npm run admin -- reset-password`,
          };
    }
    const admin = await resetAdminPassword(handle.db, email, password);
    return admin
      ? {
          code: 0,
          message: `Şifre değiştirildi: ${admin.email}. Bu hesabın açık oturumları kapatıldı.`,
        }
      : {
          code: 1,
          message: `Bu e-posta adresiyle bir yönetici hesabı yok: ${email}. Oluşturmak için: npm run admin -- create`,
        };
  } finally {
    await handle.close();
  }
}

/** `npm run admin -- reset-second-factor --email …`: no password asked; it is not changed. */
async function resetSecondFactorCommand(input: string): Promise<AdminCommandResult> {
  const parsed = AdminAccountSchema.shape.email.safeParse(input);
  if (!parsed.success) {
    return { code: 2, message: parsed.error.issues[0]?.message ?? 'Geçersiz giriş.' };
  }
  const handle = openDatabase(databaseOptions(getConfig()));
  try {
    await migrateToLatest(handle);
    const done = await resetSecondFactor(handle.db, parsed.data);
    return done
      ? {
          code: 0,
          message: `İki adımlı doğrulama kaldırıldı: ${done.email}. Kimlik doğrulama uygulaması, kurtarma kodları ve geçiş anahtarları silindi; açık oturumlar kapatıldı. Şifreyle giriş yapıp yeniden kurabilirsiniz.`,
        }
      : { code: 1, message: `Bu e-posta adresiyle bir yönetici hesabı yok: ${parsed.data}` };
  } finally {
    await handle.close();
  }
}
