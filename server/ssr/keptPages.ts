/**
 * How long a visitor's page, once rendered, is sent as it is to the next visitors asking for the same
 * address. Its vote counts may be that old: once in the browser, the page takes in the counts that
 * changed since its render (topicTalliesSince) and follows them live from then on.
 */
export const VISITOR_PAGE_TTL_MS = 60_000;
/**
 * A kept page older than VISITOR_PAGE_TTL_MS is still sent, while it is rendered again for the next
 * visitors, up to this age; an older one is rendered again first. Content that changes on an event
 * (an admin's edit, a poem approved or taken down, voting closing) is never sent stale: it clears
 * every kept page. This bounds what changes with time alone.
 */
export const VISITOR_PAGE_MAX_STALE_MS = 5 * 60_000;
/** Bounds the memory of pages kept (10 to 30 KB each): past it, the one asked for least recently is forgotten. */
export const MAX_KEPT_PAGES = 2_000;

interface Kept<Page> {
  renderedAt: number;
  page: Promise<Page | undefined>;
  refreshing: boolean;
}

/**
 * The rendered pages kept for the next visitors, by address, in the order they were last asked for,
 * so pages visitors read outlast a run of addresses asked for once. A render that comes to nothing
 * (undefined) is not kept: the next visitor's request tries again.
 */
export class KeptPages<Page> {
  private readonly kept = new Map<string, Kept<Page>>();

  constructor(
    private readonly render: (url: string) => Promise<Page | undefined>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page at `url`: kept, kept and being rendered again, or being rendered now. */
  get(url: string): Promise<Page | undefined> {
    const known = this.kept.get(url);
    if (known) {
      this.kept.delete(url);
      this.kept.set(url, known);
    }
    const age = known ? this.now() - known.renderedAt : Infinity;
    if (known && age < VISITOR_PAGE_TTL_MS) return known.page;
    if (known && age < VISITOR_PAGE_MAX_STALE_MS) {
      if (!known.refreshing) this.refresh(url, known);
      return known.page;
    }
    return this.keep(url, this.now(), this.render(url)).page;
  }

  /** Forgets every page: their content has changed. */
  clear(): void {
    this.kept.clear();
  }

  private keep(url: string, renderedAt: number, page: Promise<Page | undefined>): Kept<Page> {
    this.kept.delete(url);
    const oldest = this.kept.keys().next();
    if (this.kept.size >= MAX_KEPT_PAGES && !oldest.done) this.kept.delete(oldest.value);
    const entry = { renderedAt, page, refreshing: false };
    this.kept.set(url, entry);
    void page.then((rendered) => {
      if (rendered === undefined && this.kept.get(url) === entry) this.kept.delete(url);
    });
    return entry;
  }

  /** Renders `url` again, replacing `stale` once done unless the pages were cleared meanwhile. */
  private refresh(url: string, stale: Kept<Page>): void {
    stale.refreshing = true;
    const startedAt = this.now();
    void this.render(url).then((page) => {
      if (this.kept.get(url) !== stale) return;
      if (page === undefined) stale.refreshing = false;
      else this.keep(url, startedAt, Promise.resolve(page));
    });
  }
}
