// The Lighthouse targets of `npm run bench`. A page that runs no script, measured in the same
// run on the same machine, already shows tens of milliseconds of blocking time and its own LCP
// (docs/decisions/0023-what-the-blocking-time-is-made-of.md), so the time targets are that
// reference's medians with a margin, not fixed figures that would judge the machine.

export const TBT_MARGIN_MS = 60;
export const LCP_FACTOR = 1.5;
export const CLS_LIMIT = 0.01;
export const PERFORMANCE_MIN = 98;

const ms = (value) => `${Math.round(value)} ms`;

/**
 * The two rows of one page for the bench's table: its category scores, and its LCP, TBT and CLS
 * beside the reference's. `page` holds the page's medians over its runs (scores 0–100, times in
 * ms), `reference` the reference page's medians of `lcp` and `tbt`.
 */
export function lighthouseRows(route, page, reference) {
  const lcpLimit = reference.lcp * LCP_FACTOR;
  const tbtLimit = reference.tbt + TBT_MARGIN_MS;
  return [
    {
      name: `Lighthouse ${route}: performans / erişilebilirlik / en iyi uyg. / SEO`,
      value: `${page.performance} / ${page.accessibility} / ${page.bestPractices} / ${page.seo}`,
      target: `≥ ${PERFORMANCE_MIN} / 100 / 100 / 100`,
      ok:
        page.performance >= PERFORMANCE_MIN &&
        page.accessibility === 100 &&
        page.bestPractices === 100 &&
        page.seo === 100,
    },
    {
      name: `Lighthouse ${route}: LCP / TBT / CLS (karşılaştırma sayfasınınki ayraç içinde)`,
      value: `${ms(page.lcp)} (${ms(reference.lcp)}) / ${ms(page.tbt)} (${ms(reference.tbt)}) / ${page.cls.toFixed(3)}`,
      target: `≤ ${ms(lcpLimit)} (${String(LCP_FACTOR).replace('.', ',')} × karşılaştırma) / ≤ ${ms(tbtLimit)} (karşılaştırma + ${TBT_MARGIN_MS} ms) / ≤ ${String(CLS_LIMIT).replace('.', ',')}`,
      ok: page.lcp <= lcpLimit && page.tbt <= tbtLimit && page.cls <= CLS_LIMIT,
    },
  ];
}
