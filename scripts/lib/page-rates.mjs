import autocannon from 'autocannon';

/**
 * Each page rendered per request, as for a signed-in coach (a cookie keeps it out of the page
 * cache): the content, the database's answers and React's render, without the cache's help.
 */
export async function measurePageRates(origin, pages, seconds = 3) {
  const rates = [];
  for (const page of pages) {
    const run = await autocannon({
      url: `${origin}${page}`,
      connections: 10,
      duration: seconds,
      headers: { cookie: 'bench=1' },
    });
    rates.push({
      page,
      perSecond: Math.round(run.requests.average),
      p99: run.latency.p99,
      errors: run.errors + run.non2xx,
    });
  }
  return rates;
}
