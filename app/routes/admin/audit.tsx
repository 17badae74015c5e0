import { Form, useLocation } from 'react-router';

import { AuditList } from '#app/components/admin/audit-list.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { AdminSelect } from '#app/components/admin/admin-select.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { loadAuditTrail } from '#app/server/admin/audit.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => adminMeta('Kayıtlar');

export const loader = withRuntime(loadAuditTrail);

/**
 * The audit trail (docs/product.md#audit-trail): sign-ins and their failures, exports, sends,
 * publications, erasures and account changes, with who and when; a GET form filters it, so a
 * filtered view is a link and works without JavaScript.
 */
export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { accounts, kinds, filter, entries, total, page, pages } = loaderData;
  const { pathname } = useLocation();
  const filtered = Boolean(filter.account || filter.kind || filter.from || filter.to);
  return (
    <>
      <h1 className="text-2xl font-bold">Kayıtlar</h1>
      <p className="mt-2 text-muted-foreground">
        Kimin ne zaman ne yaptığı: girişler ve başarısız denemeler, dışa aktarmalar, gönderimler,
        yayımlamalar, silmeler ve hesap değişiklikleri. Şifreler, kodlar ve ziyaretçi mesajları
        kaydedilmez. Saatler Türkiye saatidir; kayıtlar 12 ay sonra silinir.
      </p>
      <Form
        method="get"
        className="mt-6 grid gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
      >
        <Field id="kayit-hesap" name="hesap" label="Hesap" defaultValue={filter.account}>
          {(control) => <AdminSelect control={control} none="Tüm hesaplar" options={accounts} />}
        </Field>
        <Field id="kayit-tur" name="tur" label="Tür" defaultValue={filter.kind}>
          {(control) => (
            <AdminSelect
              control={control}
              none="Tüm işlemler"
              options={kinds.map((kind) => ({ value: kind.key, label: kind.label }))}
            />
          )}
        </Field>
        <Field
          id="kayit-baslangic"
          name="baslangic"
          label="Başlangıç tarihi"
          defaultValue={filter.from}
          errors={filter.errors.from ? [filter.errors.from] : undefined}
        >
          {(control) => <Input type="date" {...control} />}
        </Field>
        <Field
          id="kayit-bitis"
          name="bitis"
          label="Bitiş tarihi"
          defaultValue={filter.to}
          errors={filter.errors.to ? [filter.errors.to] : undefined}
        >
          {(control) => <Input type="date" {...control} />}
        </Field>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <Button type="submit">Süz</Button>
          {filtered ? (
            <a href={pathname} className="font-medium text-primary underline">
              Süzgeci temizle
            </a>
          ) : null}
        </div>
      </Form>
      <p role="status" className="mt-6 text-sm text-muted-foreground">
        {total.toLocaleString('tr-TR')} kayıt
      </p>
      <AuditList
        entries={entries}
        showAddress
        empty={filtered ? 'Bu süzgece uyan kayıt yok.' : 'Henüz kayıt yok.'}
      />
      <Pagination page={page} pages={pages} />
    </>
  );
}
