/**
 * The security headers every answer must carry (docs/product.md#security-headers), as one check
 * shared by the browser tests (http) and the Vitest test of an https deployment. Each function
 * returns the problems it finds, so a failing test names all of them at once.
 */

/** The only third-party origin allowed anywhere in the policy: the privacy-enhanced video player. */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

export type HeaderBag = Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The policy as directive → sources. */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The nonce of the answer's script-src, or null. */
export function cspNonce(headers: HeaderBag): string | null {
  const policy = header(headers, 'content-security-policy');
  const scriptSrc = policy ? (parseCsp(policy).get('script-src') ?? []) : [];
  const source = scriptSrc.find((s) => s.startsWith("'nonce-"));
  return source ? source.slice("'nonce-".length, -1) : null;
}

const KEYWORDS = new Set(["'self'", "'none'", "'unsafe-inline'"]);

function cspProblems(policy: string | undefined): string[] {
  if (!policy) return ['no Content-Security-Policy'];
  const problems: string[] = [];
  const csp = parseCsp(policy);
  const expectExactly = (name: string, sources: string[]) => {
    const actual = csp.get(name);
    if (actual?.join(' ') !== sources.join(' ')) {
      problems.push(`${name} is ${JSON.stringify(actual)}, expected ${sources.join(' ')}`);
    }
  };
  expectExactly('default-src', ["'self'"]);
  expectExactly('frame-src', [VIDEO_ORIGIN]);
  expectExactly('frame-ancestors', ["'none'"]);
  expectExactly('object-src', ["'none'"]);
  expectExactly('form-action', ["'self'"]);
  const baseUri = csp.get('base-uri')?.join(' ');
  if (baseUri !== "'self'" && baseUri !== "'none'") problems.push(`base-uri is ${baseUri}`);

  const scriptSrc = csp.get('script-src') ?? [];
  const nonces = scriptSrc.filter((s) => /^'nonce-[A-Za-z0-9+/]{22,}={0,2}'$/.test(s));
  if (nonces.length !== 1) problems.push(`script-src has no single nonce: ${scriptSrc.join(' ')}`);
  for (const source of scriptSrc) {
    if (source !== "'self'" && !nonces.includes(source)) {
      problems.push(`script-src allows ${source}`);
    }
  }
  for (const [name, sources] of csp) {
    for (const source of sources) {
      const allowed =
        KEYWORDS.has(source) ||
        nonces.includes(source) ||
        (name === 'frame-src' && source === VIDEO_ORIGIN) ||
        // Story photo previews (blob:) and inline SVG placeholders (data:) are images only.
        (name === 'img-src' && (source === 'data:' || source === 'blob:'));
      if (!allowed) problems.push(`${name} allows ${source}`);
      if (source === "'unsafe-inline'" && name !== 'style-src') {
        problems.push(`${name} allows 'unsafe-inline'`);
      }
    }
  }
  return problems;
}

/**
 * Problems with an answer's security headers. `csp: false` for the one answer that must not
 * carry a policy: a page's 304, which keeps the policy cached with the page and its nonce.
 */
export function securityHeaderProblems(
  headers: HeaderBag,
  { https, csp = true }: { https: boolean; csp?: boolean },
): string[] {
  const problems = csp ? cspProblems(header(headers, 'content-security-policy')) : [];
  if (!csp && header(headers, 'content-security-policy')) {
    problems.push('a page revalidation (304) must not replace the cached page’s policy');
  }
  const expect = (name: string, value: string) => {
    const actual = header(headers, name);
    if (actual !== value) problems.push(`${name} is ${JSON.stringify(actual)}, expected ${value}`);
  };
  expect('x-content-type-options', 'nosniff');
  expect('referrer-policy', 'strict-origin-when-cross-origin');
  expect('x-frame-options', 'DENY');
  const permissions = header(headers, 'permissions-policy') ?? '';
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
    if (!permissions.split(/,\s*/).includes(feature)) {
      problems.push(`permissions-policy lacks ${feature}: ${JSON.stringify(permissions)}`);
    }
  }
  const hsts = header(headers, 'strict-transport-security');
  if (https) {
    const maxAge = Number(/^max-age=(\d+)/.exec(hsts ?? '')?.[1] ?? 0);
    if (maxAge < 180 * 24 * 3600) problems.push(`strict-transport-security is ${hsts}`);
  } else if (hsts) {
    problems.push(`strict-transport-security over plain http: ${hsts}`);
  }
  return problems;
}

/** Problems with the cookies an answer sets: HttpOnly, SameSite, and Secure exactly on https. */
export function cookieProblems(setCookies: string[], { https }: { https: boolean }): string[] {
  const problems: string[] = [];
  for (const cookie of setCookies) {
    const name = cookie.split('=')[0];
    const attributes = cookie
      .split(';')
      .slice(1)
      .map((attribute) => attribute.trim().toLowerCase());
    if (!attributes.includes('httponly')) problems.push(`${name} is not HttpOnly`);
    if (!attributes.includes('samesite=lax') && !attributes.includes('samesite=strict')) {
      problems.push(`${name} has no SameSite=Lax or Strict`);
    }
    if (attributes.includes('secure') !== https) {
      problems.push(`${name} ${https ? 'lacks' : 'has'} Secure`);
    }
  }
  return problems;
}
