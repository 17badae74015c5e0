// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';

import type { Route } from './+types/root';
import { ErrorBoundary } from './root.tsx';

/** The root error screen's HTML for an error a route threw. */
function errorScreen(error: unknown): HTMLElement {
  const props: Route.ErrorBoundaryProps = {
    error,
    params: {},
    loaderData: undefined,
    actionData: undefined,
  };
  const root = document.createElement('div');
  root.innerHTML = renderToString(createElement(ErrorBoundary, props));
  return root;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

test('an unexpected error: status 500, the heading, a link home, no stack outside development', () => {
  vi.stubEnv('DEV', false);
  // In production React Router hands the boundary this sanitised error, not the original.
  const screen = errorScreen(new Error('Unexpected Server Error'));
  expect(screen.querySelector('title')?.textContent).toBe('500 | Unexpected Application Error!');
  expect(screen.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
  expect(screen.querySelector('main p')?.textContent).toBe('500 Unexpected Server Error');
  expect(screen.querySelector('pre')).toBeNull();
  const home = screen.querySelector('a');
  expect(home?.textContent).toBe('Ana sayfaya dön');
  expect(home?.getAttribute('href')).toBe('/');
});

test('in development the stack is shown to the developer', () => {
  vi.stubEnv('DEV', true);
  const error = new Error('Deneme hatası');
  expect(errorScreen(error).querySelector('pre')?.textContent).toBe(error.stack);
});

test('an error answer of a route shows its own status and text', () => {
  // The shape React Router gives a thrown `data()` or Response (isRouteErrorResponse).
  const screen = errorScreen({ status: 403, statusText: 'Forbidden', internal: false, data: null });
  expect(screen.querySelector('title')?.textContent).toBe('403 | Unexpected Application Error!');
  expect(screen.querySelector('main p')?.textContent).toBe('403 Forbidden');
});
