import { useEffect } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';

import { InlineToast, Toaster } from '#app/components/layout/toaster.tsx';
import { FAVICON_HREF } from '#app/lib/brand-mark.ts';
import { fontPreload } from '#app/lib/font.ts';
import { useInlineStyles } from '#app/lib/inline-styles.ts';
import { useNonce } from '#app/lib/nonce.ts';
import { themeScript } from '#app/lib/theme.ts';
import { getConfig } from '#app/server/config.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';
import { cspNonceContext } from '#app/server/request-context.server.ts';
import { submissionKeyOf } from '#app/server/submissions/submission-key.server.ts';
import { getToast } from '#app/server/toast.server.ts';

import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  fontPreload,
  { rel: 'icon', href: FAVICON_HREF, type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { publicUrl } = getConfig();
  const runtime = await getRuntime();
  const { toast, headers } = await getToast(request);
  // The seller's details are shown by the server's footer and the contact page's own data.
  const { seller: _seller, ...identity } = runtime.content.current().identity;
  return data(
    {
      identity,
      publicUrl,
      toast,
      // Fresh for every answer, a stored page's too (docs/product.md#form-handling).
      submissionKey: submissionKeyOf(context.get(cspNonceContext)),
    },
    { headers: headers ?? undefined },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const styles = useInlineStyles();
  // Scripts start after the first paint, so this mark says when the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // The theme script changes the class before React hydrates.
    <html lang="tr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <style href="site" precedence="default">
          {styles}
        </style>
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <InlineToast toast={loaderData.toast} />
      <Outlet />
      <Toaster flash={loaderData.toast} />
    </>
  );
}

/** The generic error screen (docs/product.md#error-pages); production hides server messages. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error)
    ? error.statusText || String(error.data ?? '')
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24">
      <title>{`${status} | Unexpected Application Error!`}</title>
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg">
        <span className="font-semibold">{status}</span> {detail}
      </p>
      {stack ? <pre className="mt-6 overflow-auto text-sm">{stack}</pre> : null}
      <p className="mt-8">
        <a className="font-semibold text-primary underline" href="/">
          Ana sayfaya dön
        </a>
      </p>
    </main>
  );
}
