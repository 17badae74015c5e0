import { Form } from 'react-router';
import { z } from 'zod';

import { Button } from '#app/components/ui/button.tsx';
import { requireTestRoutes } from '#app/server/e2e-routes.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

import type { Route } from './+types/e2e-toast';

/** Browser-test endpoint for the toast bridge (post/redirect/get → toast or inline message). */
export function loader() {
  requireTestRoutes();
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Bildirim denemesi' },
  { name: 'robots', content: 'noindex' },
];

const ToastRequest = z.object({
  title: z.string().optional(),
  description: z.string().min(1),
  variant: z.enum(['default', 'destructive']).default('default'),
});

export async function action({ request }: Route.ActionArgs) {
  requireTestRoutes();
  const fields = ToastRequest.parse(Object.fromEntries(await request.formData()));
  return redirectWithToast('/__e2e/toast', fields);
}

export default function E2eToastPage() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Bildirim denemesi</h1>
      <Form method="post" className="mt-6 grid gap-3">
        <label className="grid gap-1">
          Başlık
          <input name="title" className="rounded border px-2 py-1" />
        </label>
        <label className="grid gap-1">
          Açıklama
          <input name="description" required className="rounded border px-2 py-1" />
        </label>
        <label className="grid gap-1">
          Tür
          <select name="variant" className="rounded border px-2 py-1">
            <option value="default">default</option>
            <option value="destructive">destructive</option>
          </select>
        </label>
        <Button type="submit">Göster</Button>
      </Form>
    </main>
  );
}
