import { visitorPageAddress } from '../../server/ssr/visitorPages';
import { KeptPages, MAX_KEPT_PAGES, VISITOR_PAGE_MAX_STALE_MS, VISITOR_PAGE_TTL_MS } from '../../server/ssr/keptPages';
import { WorkLimit } from '../../server/ssr/workLimit';

/** A renderer whose renders finish when the test says, each named by its address and number. */
function controlledRenders() {
  const pending: { url: string; finish: (page: string | undefined) => void }[] = [];
  let made = 0;
  const render = (url: string) =>
    new Promise<string | undefined>((resolve) => {
      made += 1;
      const page = `${url}#${made}`;
      pending.push({ url, finish: (result) => resolve(result === undefined ? undefined : page) });
    });
  const finishAll = async (result: 'page' | 'nothing' = 'page') => {
    for (const each of pending.splice(0)) each.finish(result === 'page' ? 'page' : undefined);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { render, finishAll, rendersMade: () => made };
}

describe('the pages kept for visitors', () => {
  let now = 0;
  const clock = () => now;

  it('renders an address once for every visitor while fresh, and forgets every page when content changes', async () => {
    const renders = controlledRenders();
    const kept = new KeptPages(renders.render, clock);
    const first = kept.get('/');
    const second = kept.get('/');
    await renders.finishAll();
    expect(await Promise.all([first, second])).toEqual(['/#1', '/#1']);
    now += VISITOR_PAGE_TTL_MS - 1;
    expect(await kept.get('/')).toBe('/#1');
    kept.clear();
    const after = kept.get('/');
    await renders.finishAll();
    expect(await after).toBe('/#2');
  });

  it('sends a stale page while rendering it again once, then the new render', async () => {
    const renders = controlledRenders();
    const kept = new KeptPages(renders.render, clock);
    const first = kept.get('/voting');
    await renders.finishAll();
    await first;
    now += VISITOR_PAGE_TTL_MS;
    expect(await kept.get('/voting')).toBe('/voting#1');
    expect(await kept.get('/voting')).toBe('/voting#1');
    expect(renders.rendersMade()).toBe(2);
    await renders.finishAll();
    expect(await kept.get('/voting')).toBe('/voting#2');
  });

  it('renders a page kept past the longest it may be stale before sending it', async () => {
    const renders = controlledRenders();
    const kept = new KeptPages(renders.render, clock);
    const first = kept.get('/poems/1');
    await renders.finishAll();
    await first;
    now += VISITOR_PAGE_MAX_STALE_MS;
    const again = kept.get('/poems/1');
    await renders.finishAll();
    expect(await again).toBe('/poems/1#2');
  });

  it('keeps no render that came to nothing: the next visitor tries again', async () => {
    const renders = controlledRenders();
    const kept = new KeptPages(renders.render, clock);
    const failed = kept.get('/topics');
    await renders.finishAll('nothing');
    expect(await failed).toBeUndefined();
    const retried = kept.get('/topics');
    await renders.finishAll();
    expect(await retried).toBe('/topics#2');
  });

  it('does not bring back a page rendered again after the content changed', async () => {
    const renders = controlledRenders();
    const kept = new KeptPages(renders.render, clock);
    const first = kept.get('/');
    await renders.finishAll();
    await first;
    now += VISITOR_PAGE_TTL_MS;
    await kept.get('/');
    kept.clear();
    await renders.finishAll();
    const fresh = kept.get('/');
    await renders.finishAll();
    expect(await fresh).toBe('/#3');
  });

  it('keeps the pages visitors ask for through a run of addresses each asked for once', async () => {
    const renders = controlledRenders();
    const kept = new KeptPages(renders.render, clock);
    const home = kept.get('/');
    await renders.finishAll();
    await home;
    for (let search = 0; search < MAX_KEPT_PAGES * 2; search += 1) {
      void kept.get(`/voting/t?q=${search}`);
      if (search % 100 === 0) void kept.get('/');
    }
    expect(renders.rendersMade()).toBe(1 + MAX_KEPT_PAGES * 2);
    await renders.finishAll();
    expect(await kept.get('/')).toBe('/#1');
  });

  it("keeps a page by its path and the query parameters it reads, in one order, whatever else the query holds", () => {
    expect(visitorPageAddress('/voting/t', 'votingTopic', '?utm_source=x&sort=NEWEST&junk=1&q=rain')).toBe('/voting/t?q=rain&sort=NEWEST');
    expect(visitorPageAddress('/voting/t', 'votingTopic', '?q=&sort=')).toBe('/voting/t');
    expect(visitorPageAddress('/', 'home', '?q=rain&x=1')).toBe('/');
  });
});

describe('the renders at once', () => {
  /** A task that finishes when the test says. */
  function task() {
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    let started = false;
    return { started: () => started, finish, run: () => ((started = true), done.then(() => 'done')) };
  }

  it('runs so many at once, queues so many more, and turns away the rest at once', async () => {
    const limit = new WorkLimit(2, 1);
    const [first, second, third, fourth] = [task(), task(), task(), task()];
    const results = [first, second, third, fourth].map((each) => limit.run(each.run));
    expect([first.started(), second.started(), third.started()]).toEqual([true, true, false]);
    expect(await results[3]).toBe('busy');
    expect(fourth.started()).toBe(false);
    first.finish();
    await results[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(third.started()).toBe(true);
    second.finish();
    third.finish();
    expect(await Promise.all(results.slice(0, 3))).toEqual(['done', 'done', 'done']);
    const later = task();
    const again = limit.run(later.run);
    expect(later.started()).toBe(true);
    later.finish();
    expect(await again).toBe('done');
  });
});
